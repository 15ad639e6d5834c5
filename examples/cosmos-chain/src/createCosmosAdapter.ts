import { ChainError, type CaipNetwork, type ChainAdapter, type Connector } from 'airlock/plugin'
import { createKeplrProvider } from './createKeplrProvider'
import { isCosmosAddress } from './isCosmosAddress'
import { isKeplrLike, type KeplrLike, type StdSignature } from './keplrTypes'

export interface CosmosAdapterOptions {
  /** Where the wallet lives; `window.keplr` by default. */
  getWallet?: () => unknown
  /** The connector's name and icon in the Connect view; the wallet's own, else Keplr's. */
  walletName?: string
  walletIcon?: string
  /** Bech32 account prefix of the configured chains. */
  prefix?: string
}

export const KEPLR_CONNECTOR_ID = 'keplr'

const KEPLR_ICON =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="%237a4fe0"/>' +
  '<path d="M13 10h5v8.5L25 10h6l-8 10 8 10h-6l-7-8.5V30h-5z" fill="white"/></svg>'

type Connected = Awaited<ReturnType<ChainAdapter['connect']>>

/**
 * The Cosmos chain adapter: connectors found on the page (a Keplr-like `window.keplr`),
 * connect = enable + getKey, switch = enable on the new chain, text signing through ADR-36
 * `signArbitrary`. The CAIP-2 reference of a cosmos network is the chain id Keplr expects.
 */
export function createCosmosAdapter(options: CosmosAdapterOptions = {}): ChainAdapter & { namespace: 'cosmos' } {
  const getWallet = options.getWallet ?? (() => (globalThis as { keplr?: unknown }).keplr)
  let chainId: string | undefined
  let discovered: { wallet: KeplrLike; connector: Connector } | undefined

  const walletOf = (target?: Connector): KeplrLike => {
    const wallet = getWallet()
    if (!isKeplrLike(wallet)) throw new ChainError(`${target?.name ?? 'Keplr'} is not installed`)
    return wallet
  }

  function discover(): Connector[] {
    const wallet = getWallet()
    if (!isKeplrLike(wallet)) return []
    // One connector object per wallet object, so the store sees the same one on every call.
    if (discovered?.wallet !== wallet) {
      const name = options.walletName ?? wallet.name ?? 'Keplr'
      const connector: Connector = {
        id: KEPLR_CONNECTOR_ID,
        name,
        type: 'INJECTED',
        chain: 'cosmos',
        imageUrl: options.walletIcon ?? wallet.icon ?? KEPLR_ICON,
        info: { name },
        provider: createKeplrProvider(wallet, () => requireChain()),
      }
      discovered = { wallet, connector }
    }
    return [discovered.connector]
  }

  const requireChain = () => {
    if (!chainId) throw new ChainError('No Cosmos chain is connected')
    return chainId
  }

  async function open(target: Connector, network: CaipNetwork): Promise<Connected> {
    const wallet = walletOf(target)
    const id = String(network.id)
    await wallet.enable(id)
    const key = await wallet.getKey(id)
    if (!isCosmosAddress(key.bech32Address, options.prefix)) throw new ChainError(`${target.name} returned an address that is not a ${options.prefix ?? 'cosmos'} address`)
    chainId = id
    return { connectorId: target.id, accounts: [{ address: key.bech32Address, type: 'eoa' }], address: key.bech32Address, caipNetwork: network }
  }

  return {
    namespace: 'cosmos',
    defaultAccountType: 'eoa',
    isAddress: (address) => isCosmosAddress(address, options.prefix),
    getConnectors: discover,
    // The extension may inject after the page's scripts ran: look again once the page has loaded.
    watchConnectors(onChange) {
      if (typeof window === 'undefined' || document.readyState === 'complete') return () => {}
      const onLoad = () => onChange(discover())
      window.addEventListener('load', onLoad, { once: true })
      return () => window.removeEventListener('load', onLoad)
    },
    connect: ({ connector: target, network }) => open(target, network),
    // Keplr remembers an enabled origin, so enabling again is silent; a refusal means no session.
    reconnect: ({ connector: target, network }) => open(target, network).catch(() => undefined),
    async disconnect() {
      const id = chainId
      chainId = undefined
      if (id) await (getWallet() as KeplrLike | undefined)?.disable?.(id)
    },
    async switchNetwork({ network }) {
      const wallet = walletOf()
      await wallet.enable(String(network.id))
      chainId = String(network.id)
    },
    async signMessage({ message, address, provider }) {
      const signed = (await provider.request({ method: 'keplr_signArbitrary', params: { signerAddress: address, data: message } })) as StdSignature
      return signed.signature
    },
    getProvider: () => (chainId ? discovered?.connector.provider : undefined),
    // Keplr tells the page its key changed by a window event; the account is read again.
    watchWallet(listener) {
      if (typeof window === 'undefined') return () => {}
      const onChange = async () => {
        if (!chainId) return
        const key = await walletOf().getKey(chainId).catch(() => undefined)
        listener(key ? { type: 'accountsChanged', accounts: [key.bech32Address] } : { type: 'disconnect' })
      }
      window.addEventListener('keplr_keystorechange', onChange)
      return () => window.removeEventListener('keplr_keystorechange', onChange)
    },
  }
}
