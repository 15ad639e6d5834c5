// A stand-in chain plugin for the send plugin's own unit and component tests. A plugin may not
// import chains/ or sandbox/ (the layering check), so the real eip155 and solana adapters and the
// devnets are exercised in sandbox/integration/send*.test.ts; here a recording wallet lets the
// tests read exactly what the send asked the chain plugin and the wallet for.
import type { CaipNetwork, ChainAdapter, ChainNamespace, Connector, RequestProvider, WriteContractArgs } from '../../../kernel'

export interface FakeWalletCall {
  method: string
  params?: unknown
}

export interface FakeWallet extends RequestProvider {
  readonly calls: FakeWalletCall[]
  chainId: number
  /** When set, every signing request (and sendTransfer) is declined with EIP-1193 4001. */
  rejects: boolean
  /** When set, signing requests wait for it, so a test can look at state mid-send. */
  gate: Promise<void> | undefined
}

export interface FakeChainAdapter extends ChainAdapter {
  readonly wallet: FakeWallet
  readonly connector: Connector
  /** Every sendTransfer call's arguments. */
  readonly transfers: { from: string; to: string; value: bigint; network: CaipNetwork }[]
  /** Every writeContract call's arguments (eip155 only, as the real families). */
  readonly contractWrites: Omit<WriteContractArgs, 'provider'>[]
}

export const FAKE_ADDRESSES: Record<string, string> = {
  eip155: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  solana: 'Geyu4bEj7TNZCytBq8iCtUWYurLL4yumVakNH478vhCu',
  bip122: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
}

export const FAKE_TX_HASH = `0x${'ab'.repeat(32)}`

const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

function createFakeWallet(): FakeWallet {
  const wallet: FakeWallet = {
    calls: [],
    chainId: 1,
    rejects: false,
    gate: undefined,
    async request({ method, params }) {
      wallet.calls.push({ method, params })
      switch (method) {
        case 'eth_chainId':
          return `0x${wallet.chainId.toString(16)}`
        case 'wallet_switchEthereumChain':
          wallet.chainId = Number((params as [{ chainId: string }])[0].chainId)
          return null
        case 'eth_sendTransaction':
          await wallet.gate
          if (wallet.rejects) throw rejection()
          return FAKE_TX_HASH
        default:
          throw Object.assign(new Error(`fake wallet: ${method} not supported`), { code: 4200 })
      }
    },
  }
  return wallet
}

const ADDRESS_RULES: Record<string, RegExp> = {
  eip155: /^(0x)?[0-9a-fA-F]{40}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  // A chain plugin recognises its own addresses; the kernel now checks a wallet's answer by this rule.
  bip122: /^(bc1[02-9ac-hj-np-z]{8,87}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
}

export function createFakeChainAdapter(namespace: ChainNamespace, options: { sendTransfer?: boolean } = {}): FakeChainAdapter {
  const wallet = createFakeWallet()
  const transfers: FakeChainAdapter['transfers'] = []
  const contractWrites: FakeChainAdapter['contractWrites'] = []
  const connector: Connector = { id: `fake-${namespace}`, name: `Fake Wallet (${namespace})`, type: 'EXTERNAL', chain: namespace, provider: wallet }
  const address = FAKE_ADDRESSES[namespace] ?? `${namespace}-address`

  const adapter: FakeChainAdapter = {
    namespace,
    wallet,
    connector,
    transfers,
    contractWrites,
    isAddress: (value) => ADDRESS_RULES[namespace]?.test(value) ?? false,
    getConnectors: () => [connector],
    async connect({ network }) {
      if (namespace === 'eip155') wallet.chainId = Number(network.id)
      return { connectorId: connector.id, accounts: [{ address, type: 'eoa' }], address, caipNetwork: network }
    },
    async disconnect() {},
    async switchNetwork({ network }) {
      if (namespace === 'eip155') wallet.chainId = Number(network.id)
    },
    getProvider: () => wallet,
  }
  if (options.sendTransfer !== false) {
    adapter.sendTransfer = async (args) => {
      await wallet.gate
      if (wallet.rejects) throw rejection()
      transfers.push({ from: args.from, to: args.to, value: args.value, network: args.network })
      return namespace === 'solana' ? '5'.repeat(88) : FAKE_TX_HASH
    }
  }
  // Contract calls are an EVM thing: the real solana plugin has no writeContract either.
  if (namespace === 'eip155') {
    adapter.writeContract = async ({ provider: _, ...args }) => {
      await wallet.gate
      if (wallet.rejects) throw rejection()
      contractWrites.push(args)
      return FAKE_TX_HASH
    }
  }
  return adapter
}
