import type { WalletNamespace } from './types'

type ProposalNamespace = { chains?: string[]; methods?: string[]; events?: string[] }
export type ProposalNamespaces = Record<string, ProposalNamespace> | undefined

export const EVM_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_chainId',
  'eth_accounts',
  'eth_requestAccounts',
  'wallet_switchEthereumChain',
]
export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_getAccounts', 'solana_requestAccounts']
export const TON_METHODS = ['ton_sendMessage', 'ton_signData']
export const TRON_METHODS = ['tron_signMessage', 'tron_signTransaction']
const METHODS: Record<string, string[]> = { eip155: EVM_METHODS, solana: SOLANA_METHODS, ton: TON_METHODS, tron: TRON_METHODS }
/** What a dapp that names no namespace gets: EVM and Solana, as before TON and TRON were answered. */
const UNASKED_NAMESPACES = ['eip155', 'solana']
const EVENTS = ['chainChanged', 'accountsChanged']

export type BuildNamespacesInput = {
  required: ProposalNamespaces
  optional: ProposalNamespaces
  /** CAIP-2 chains the wallet supports. */
  chains: string[]
  /** Account address per namespace (eip155 → 0x…, solana → base58, ton → UQ…, tron → T…). */
  addresses: Record<string, string>
}

export class UnsupportedChainsError extends Error {
  override name = 'UnsupportedChainsError'
  constructor(readonly chains: string[]) {
    super(`Unsupported chains: ${chains.join(', ')}`)
  }
}

/**
 * Approves every supported chain of each namespace the dapp asked for (or EVM and Solana when it
 * asked for none), plus whatever methods and events it asked for: unknown methods then reach the
 * wallet and get an error answer instead of failing the whole approval.
 */
export function buildNamespaces({ required, optional, chains, addresses }: BuildNamespacesInput): Record<string, WalletNamespace> {
  const asked = collect(required, optional)
  const missing = collect(required, undefined)
    .flatMap(([, ns]) => ns.chains)
    .filter((c) => !chains.includes(c))
  if (missing.length > 0) throw new UnsupportedChainsError(missing)

  const keys = asked.length > 0 ? [...new Set(asked.map(([key]) => key))] : UNASKED_NAMESPACES
  const result: Record<string, WalletNamespace> = {}
  for (const key of keys) {
    const address = addresses[key]
    const supported = chains.filter((c) => c.startsWith(`${key}:`))
    if (!address || supported.length === 0) continue
    const wanted = asked.filter(([k]) => k === key).map(([, ns]) => ns)
    result[key] = {
      chains: supported,
      accounts: supported.map((c) => `${c}:${address}`),
      methods: unique([...(METHODS[key] ?? []), ...wanted.flatMap((ns) => ns.methods)]),
      events: unique([...EVENTS, ...wanted.flatMap((ns) => ns.events)]),
    }
  }
  return result
}

// Namespace keys may be a namespace ("eip155") or a single chain ("eip155:1").
function collect(...sources: ProposalNamespaces[]): Array<[string, { chains: string[]; methods: string[]; events: string[] }]> {
  return sources.flatMap((source) =>
    Object.entries(source ?? {}).map(([key, ns]) => {
      const namespace = key.split(':')[0] ?? key
      const chains = ns.chains ?? (key.includes(':') ? [key] : [])
      return [namespace, { chains, methods: ns.methods ?? [], events: ns.events ?? [] }] as [
        string,
        { chains: string[]; methods: string[]; events: string[] },
      ]
    }),
  )
}

const unique = (list: string[]) => [...new Set(list)]
