import { ChainError, type CaipNetwork, type ChainAdapter, type Connection, type Connector, type RequestProvider, readSessionAccounts, type WalletConnectProviderLike } from '../../kernel'
import { isBitcoinAddress } from './bitcoinAddressNetwork'
import { bitcoinWalletConnectNamespace } from './bitcoinWalletConnectNamespace'

export interface BitcoinAdapterOptions {
  /** Replaces the built-in address rule (mainnet and testnet P2PKH, P2SH, segwit, taproot). */
  isAddress?: (address: string) => boolean
}

export interface BitcoinAdapter extends ChainAdapter {
  namespace: 'bip122'
}

/** Why a non-WalletConnect connector cannot connect Bitcoin: no injected Bitcoin standard is supported yet. */
export const walletConnectOnlyMessage = (connector: Pick<Connector, 'name' | 'type'>) =>
  `${connector.name} cannot connect Bitcoin: bip122 connects through WalletConnect only (got a ${connector.type} connector)`

type ConnectResult = Connection & { address: string; caipNetwork: CaipNetwork }

function walletConnectProviderOf(connector: Connector): WalletConnectProviderLike {
  if (connector.type !== 'WALLET_CONNECT') throw new ChainError(walletConnectOnlyMessage(connector))
  if (!connector.provider) throw new ChainError('WalletConnect provider not found')
  return connector.provider as WalletConnectProviderLike
}

/**
 * The Bitcoin chain plugin: payment accounts from a WalletConnect session (ACCT-03's default
 * type), WalletConnect's Bitcoin RPC for signing. Balances and transfers go through the
 * wallet (sendTransfer) and the blockchain API; there is no Bitcoin JSON-RPC to read.
 */
export function bitcoinAdapter(options: BitcoinAdapterOptions = {}): BitcoinAdapter {
  let network: CaipNetwork | undefined
  let session: { connector: Connector; provider: WalletConnectProviderLike } | undefined

  async function open(connector: Connector, target: CaipNetwork, silent: boolean): Promise<ConnectResult | undefined> {
    const provider = walletConnectProviderOf(connector)
    network = target
    let addresses = readSessionAccounts(provider, 'bip122', target.caipNetworkId)
    if (addresses.length === 0 && !silent && provider.connect) {
      await provider.connect({ optionalNamespaces: { bip122: bitcoinWalletConnectNamespace([target]) } })
      addresses = readSessionAccounts(provider, 'bip122', target.caipNetworkId)
    }
    if (addresses.length === 0) {
      if (silent) return undefined
      throw new ChainError('The WalletConnect session has no bip122 account')
    }
    session = { connector, provider }
    return {
      connectorId: connector.id,
      accounts: addresses.map((address) => ({ address, type: 'payment' as const })),
      address: addresses[0]!,
      caipNetwork: target,
    }
  }

  return {
    namespace: 'bip122',
    defaultAccountType: 'payment',
    isAddress: (address) => (options.isAddress ?? isBitcoinAddress)(address),
    async connect({ connector, network: target }) {
      return (await open(connector, target, false))!
    },
    reconnect: ({ connector, network: target }) => open(connector, target, true),
    async disconnect({ connector } = {}) {
      const current = connector ?? session?.connector
      session = undefined
      if (!current) return
      const provider = walletConnectProviderOf(current)
      // The session may already be gone (deleted by the wallet, or ended for another namespace).
      if (provider.session && provider.disconnect) await provider.disconnect()
    },
    async switchNetwork({ network: target }) {
      network = target
      session?.provider.setDefaultChain?.(target.caipNetworkId)
    },
    async signMessage({ message, address, provider }) {
      const request = provider.request.bind(provider) as (args: { method: string; params: unknown }, chain?: string) => Promise<unknown>
      const answer = await request({ method: 'signMessage', params: { account: address, address, message } }, network?.caipNetworkId)
      return typeof answer === 'string' ? answer : String((answer as { signature?: unknown }).signature)
    },
    getProvider: (): RequestProvider | undefined => session?.provider,
    walletConnectNamespace: (networks) => bitcoinWalletConnectNamespace(networks),
  }
}
