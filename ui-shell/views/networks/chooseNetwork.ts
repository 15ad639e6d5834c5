import type { CaipNetwork, ChainNamespace, RouterData, ViewData } from '../../../kernel'

export interface ChooseNetworkInput {
  network: CaipNetwork
  activeNamespace: ChainNamespace | undefined
  /** The selected network of the active namespace. */
  activeNetwork: CaipNetwork | undefined
  /** Whether a namespace has a connected address. */
  hasAddress(namespace: ChainNamespace): boolean
  /** The current view's data, carried into SwitchNetwork as AppKit does. */
  data?: RouterData
}

/** What picking a network in a list does. */
export type NetworkChoice =
  /** It is already the active network. */
  | { kind: 'none' }
  /** No wallet to ask: the kit just selects it (NET-05). */
  | { kind: 'select' }
  /** A wallet must approve: SwitchNetwork asks it and shows the outcome. */
  | { kind: 'switch'; data: ViewData<'SwitchNetwork'> }
  /** The connected wallet is on another chain family: confirm leaving it first (RTR-03). */
  | { kind: 'switchActiveChain'; data: ViewData<'SwitchActiveChain'> }

/**
 * AppKit's NetworkUtil.onSwitchNetwork, as data: the Networks and UnsupportedChain views push
 * what this returns and the connection controller does the switching.
 */
export function chooseNetwork({ network, activeNamespace, activeNetwork, hasAddress, data }: ChooseNetworkInput): NetworkChoice {
  if (network.caipNetworkId === activeNetwork?.caipNetworkId && network.chainNamespace === activeNamespace) return { kind: 'none' }
  const namespace = network.chainNamespace
  const activeConnected = activeNamespace !== undefined && hasAddress(activeNamespace)
  const targetConnected = hasAddress(namespace)
  if (activeConnected && namespace !== activeNamespace && !targetConnected) {
    return { kind: 'switchActiveChain', data: { switchToChain: namespace, navigateTo: 'Connect', navigateWithReplace: true, network } }
  }
  if (!targetConnected) return { kind: 'select' }
  return { kind: 'switch', data: { ...data, network } }
}
