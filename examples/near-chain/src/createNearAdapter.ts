import { ChainError, fromBaseUnits, type CaipNetwork, type ChainAdapter, type Connector } from 'airlock/plugin'
import { isNearAddress } from './isNearAddress'
import { isNearWalletLike, nearTransferText, type NearWalletLike } from './nearWalletTypes'
import { readNearAccount, submitNearTransfer } from './readNearLedger'

export interface NearAdapterOptions {
  /** Where the wallet lives; `window.nearWallet` by default. */
  getWallet?: () => unknown
}

export const NEAR_CONNECTOR_ID = 'near-wallet'

const WALLET_ICON =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="%2300c08b"/>' +
  '<path d="M13 29V11l14 18V11" fill="none" stroke="white" stroke-width="3" stroke-linejoin="round"/></svg>'

type Connected = Awaited<ReturnType<ChainAdapter['connect']>>

/**
 * The NEAR-like chain adapter. The wallet holds the key and signs; the adapter reads and writes
 * the ledger at the network's RPC URL. So the kit's balances (`getBalance`), sign-in
 * (`signMessage`) and send (`sendTransfer`) all work for this family through the kit.
 */
export function createNearAdapter(options: NearAdapterOptions = {}): ChainAdapter & { namespace: 'near' } {
  const getWallet = options.getWallet ?? (() => (globalThis as { nearWallet?: unknown }).nearWallet)
  let discovered: { wallet: NearWalletLike; connector: Connector } | undefined
  let connected = false

  function discover(): Connector[] {
    const wallet = getWallet()
    if (!isNearWalletLike(wallet)) return []
    // One connector object per wallet object, so the store sees the same one on every call.
    if (discovered?.wallet !== wallet) {
      const name = wallet.name ?? 'NEAR Wallet'
      const connector: Connector = { id: NEAR_CONNECTOR_ID, name, type: 'INJECTED', chain: 'near', imageUrl: wallet.icon ?? WALLET_ICON, info: { name }, provider: wallet }
      discovered = { wallet, connector }
    }
    return [discovered.connector]
  }

  async function open(target: Connector, network: CaipNetwork): Promise<Connected> {
    const wallet = target.provider ?? discover()[0]?.provider
    if (!wallet) throw new ChainError(`${target.name} is not installed`)
    const { accountId } = (await wallet.request({ method: 'near_requestSignIn', params: { network: network.caipNetworkId } })) as { accountId?: unknown }
    if (typeof accountId !== 'string' || !isNearAddress(accountId)) throw new ChainError(`${target.name} returned an account that is not a NEAR implicit account`)
    connected = true
    return { connectorId: target.id, accounts: [{ address: accountId, type: 'eoa' }], address: accountId, caipNetwork: network }
  }

  return {
    namespace: 'near',
    defaultAccountType: 'eoa',
    isAddress: isNearAddress,
    getConnectors: discover,
    connect: ({ connector, network }) => open(connector, network),
    reconnect: ({ connector, network }) => open(connector, network).catch(() => undefined),
    async disconnect() {
      connected = false
      await discovered?.wallet.request({ method: 'near_signOut' })
    },
    // One key signs on every network of the family: nothing to ask the wallet.
    async switchNetwork() {},
    async getBalance({ address, network }) {
      const { balance } = await readNearAccount(network, address)
      return { balance: fromBaseUnits(BigInt(balance), network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
    },
    async signMessage({ message, provider }) {
      const { signature } = (await provider.request({ method: 'near_signMessage', params: { message } })) as { signature: string }
      return signature
    },
    async sendTransfer({ from, to, value, network, provider }) {
      const wallet = provider ?? discovered?.wallet
      if (!wallet) throw new ChainError('No NEAR wallet is connected')
      const { nonce } = await readNearAccount(network, from)
      const transaction = nearTransferText({ network: network.caipNetworkId, from, to, amount: value.toString(), nonce: nonce + 1 })
      const { signature } = (await wallet.request({ method: 'near_signTransaction', params: { transaction } })) as { signature: string }
      // The implicit account is the public key, so the ledger checks the signature against `from`.
      return submitNearTransfer(network, { transaction, signature, publicKey: from })
    },
    getProvider: () => (connected ? discovered?.connector.provider : undefined),
  }
}
