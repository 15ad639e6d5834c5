import {
  ChainError,
  ErrorMessages,
  type AccountType,
  type CaipNetwork,
  type Connector,
  type RequestProvider,
} from '../../kernel/plugin'
import { parseChainId } from './chainIds'
import { switchEvmChain } from './switchEvmChain'
import { eip155ErrorMessages } from './eip155ErrorMessages'

export type EvmConnection = {
  connectorId: string
  accounts: { address: string; type?: AccountType }[]
  address: string
  caipNetwork: CaipNetwork
  /** The chain the wallet is on, when it is not the requested one (the switch failed or was declined). */
  walletChainId?: number
}

export interface ConnectEvmWalletArgs {
  connector: Connector
  provider: RequestProvider
  network: CaipNetwork | undefined
  /** The network for a chain id the wallet reports; a placeholder when the host did not configure it. */
  networkFor(chainId: number): CaipNetwork
  /** false on startup restore: never prompt (eth_accounts instead of eth_requestAccounts). */
  prompt: boolean
}

const accountType = (connector: Connector, address: string): AccountType =>
  connector.accountTypeOf?.(address) ?? (connector.id === 'safe' ? 'smartAccount' : 'eoa')

/**
 * Connects (eth_requestAccounts) or restores (eth_accounts) one EVM wallet, reads its chain with
 * eth_chainId (WREQ-03) and, on connect, asks it onto the requested network. A declined or failed
 * switch leaves the wallet where it is: the connection stands and the kit shows that chain.
 */
export async function connectEvmWallet(args: ConnectEvmWalletArgs): Promise<EvmConnection | undefined> {
  const { connector, provider, network, prompt } = args
  if (!network) throw new ChainError(ErrorMessages.caipNetworkUndefined)
  if (network.chainNamespace !== 'eip155') throw new ChainError(ErrorMessages.networkNotFound)

  const accounts = (await provider.request({ method: prompt ? 'eth_requestAccounts' : 'eth_accounts' })) as unknown
  const addresses = Array.isArray(accounts) ? accounts.filter((a): a is string => typeof a === 'string') : []
  if (addresses.length === 0) {
    if (!prompt) return undefined
    throw ChainError.worded(eip155ErrorMessages, 'noAccounts', { name: connector.name })
  }

  let chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
  if (prompt && chainId !== Number(network.id)) {
    try {
      await switchEvmChain(provider, network)
      chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
    } catch {
      // Connected all the same; the kit marks the wallet's chain (unsupported if unknown, NET-06).
    }
  }

  const onRequested = chainId === Number(network.id)
  const connection: EvmConnection = {
    connectorId: connector.id,
    accounts: addresses.map((address) => ({ address, type: accountType(connector, address) })),
    address: addresses[0]!,
    caipNetwork: onRequested ? network : args.networkFor(chainId),
  }
  if (!onRequested) connection.walletChainId = chainId
  return connection
}
