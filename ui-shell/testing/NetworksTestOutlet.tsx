// Test-only: renders whichever of the networks views the kernel router shows, so component tests
// can follow a flow (Networks → SwitchNetwork → back) without the modal. Other views render as
// a marker with their name.
import type { ComponentType } from 'react'
import { MODAL } from '../../kernel'
import { useRouterState, useService, useStoreState } from '../components'
import NetworksView from '../views/networks/NetworksView'
import SwitchActiveChainView from '../views/networks/SwitchActiveChainView'
import SwitchNetworkView from '../views/networks/SwitchNetworkView'
import UnsupportedChainView from '../views/networks/UnsupportedChainView'

const VIEWS: Record<string, ComponentType> = {
  Networks: NetworksView,
  SwitchNetwork: SwitchNetworkView,
  SwitchActiveChain: SwitchActiveChainView,
  UnsupportedChain: UnsupportedChainView,
}

export function NetworksTestOutlet() {
  const { view, history } = useRouterState()
  const { open } = useStoreState(useService(MODAL))
  const View = VIEWS[view]
  // Keyed by depth: a view pushed again (or after back) mounts afresh, as the real router does.
  return (
    <div data-testid="outlet" data-view={view} data-open={String(open)}>
      {View ? <View key={`${view}-${history.length}`} /> : <div data-testid={`outlet-${view}`} />}
    </div>
  )
}
