import { base58 } from '@scure/base'
import { hexToBytes, type Hex } from 'viem'
import { TON_SANDBOX_ACCOUNTS } from '../../../ton/tonAccounts'
import { TRON_TEST_ACCOUNTS } from '../../../tron/accounts'

/** What the demo server puts in `window.__AIRLOCK_SANDBOX__` (sandbox-config.js + wc-wallet-config.js). */
export type WalletPageConfig = {
  relayUrl?: string
  rpcUrls?: Record<number, string>
  /** The TON sandbox's toncenter v2 base (sandbox-config.js). */
  tonRpcUrl?: string
  keys?: { evm?: Hex[]; solana?: (string | number[])[] }
}

export type WalletPageOptions = {
  relayUrl: string
  evmRpcUrls: Record<number, string>
  evmPrivateKey: Hex
  solanaSecretKey: Uint8Array
  tonSeed: Uint8Array
  tonRpcUrl?: string
  tronPrivateKey: Uint8Array
  /** `?uri=`: pair at once. */
  uri?: string
  /** `?autoApprove=1` */
  autoApprove: boolean
  /** `?storage=memory` forgets everything on reload; localStorage by default. */
  storage: 'local' | 'memory'
}

export class WalletPageConfigError extends Error {
  override name = 'WalletPageConfigError'
}

/**
 * Page options from the sandbox config and the page URL. The keys default to the last of the
 * config's devnet keys (EVM account 8): the browser test wallets take them from the first on,
 * so this wallet never shares a nonce with them. `?account=N` and `?solanaAccount=N` pick others.
 * TON and TRON likewise take the last funded account of the TON sandbox and the TRON stand-in
 * (the injected TON and TRON wallets take account 0); `?tonAccount=N`, `?tronAccount=N`.
 */
export function readPageOptions(config: WalletPageConfig | undefined, search: string): WalletPageOptions {
  const query = new URLSearchParams(search)
  if (!config?.relayUrl) throw new WalletPageConfigError('The WalletConnect wallet page needs relayUrl in window.__AIRLOCK_SANDBOX__')
  const evmKeys = config.keys?.evm ?? []
  const solanaKeys = config.keys?.solana ?? []
  if (evmKeys.length === 0 || solanaKeys.length === 0) {
    throw new WalletPageConfigError('The WalletConnect wallet page needs keys.evm and keys.solana in window.__AIRLOCK_SANDBOX__')
  }
  const pick = <T>(list: T[], param: string): T => {
    const asked = query.get(param)
    const index = asked === null ? list.length - 1 : Number(asked)
    const key = list[index]
    if (!Number.isInteger(index) || key === undefined) throw new WalletPageConfigError(`No devnet key at ?${param}=${asked}`)
    return key
  }
  const solanaKey = pick(solanaKeys, 'solanaAccount')
  const tonAccount = pick([...TON_SANDBOX_ACCOUNTS], 'tonAccount')
  const tronAccount = pick([...TRON_TEST_ACCOUNTS], 'tronAccount')
  return {
    relayUrl: config.relayUrl,
    evmRpcUrls: config.rpcUrls ?? {},
    evmPrivateKey: pick(evmKeys, 'account'),
    solanaSecretKey: typeof solanaKey === 'string' ? (/^[0-9a-f]{64}$/i.test(solanaKey) ? hexToBytes(`0x${solanaKey}`) : base58.decode(solanaKey)) : Uint8Array.from(solanaKey),
    tonSeed: hexToBytes(`0x${tonAccount.seed}`),
    tonRpcUrl: config.tonRpcUrl,
    tronPrivateKey: hexToBytes(`0x${tronAccount.privateKey}`),
    uri: query.get('uri') ?? undefined,
    autoApprove: ['1', 'true'].includes(query.get('autoApprove') ?? ''),
    storage: query.get('storage') === 'memory' ? 'memory' : 'local',
  }
}
