import { describe, expectTypeOf, expect, it } from 'vitest'
import type { CaipNetwork, ChainNamespace, Connector } from '../types'
import { testSolana as solanaMainnet } from '../connection/testing/testNetworks'
import { coreViewNames, type ViewData, type ViewDataArgs, type ViewName } from './viewNames'

describe('viewNames', () => {
  it('RTR-02 names every view of spec §2, and admits views plugins register', () => {
    const specViews = [
      'Connect',
      'Account',
      'AllWallets',
      'ConnectingExternal',
      'ConnectingWalletConnect',
      'ConnectingWalletConnectBasic',
      'ConnectingFarcaster',
      'SwitchNetwork',
      'SwitchActiveChain',
      'UnsupportedChain',
      'SIWXSignMessage',
      'ApproveTransaction',
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
      'Swap',
    ]
    for (const view of specViews) expect(coreViewNames).toContain(view)
    for (const view of ['Networks', 'WalletSend', 'WalletReceive']) expect(coreViewNames).toContain(view)
    expect(new Set(coreViewNames).size).toBe(coreViewNames.length)

    const pluginView: ViewName = 'MyPluginView'
    expectTypeOf(pluginView).toBeString()
    expectTypeOf<'Connect'>().toMatchTypeOf<ViewName>()
  })

  it('RTR-03 types SwitchActiveChain data as switchToChain, navigateTo, navigateWithReplace and network', () => {
    const data: ViewData<'SwitchActiveChain'> = {
      switchToChain: 'solana',
      navigateTo: 'Connect',
      navigateWithReplace: true,
      network: solanaMainnet,
    }
    expectTypeOf(data.switchToChain).toMatchTypeOf<ChainNamespace>()
    expectTypeOf(data.navigateTo).toMatchTypeOf<ViewName>()
    expectTypeOf(data.navigateWithReplace).toEqualTypeOf<boolean>()
    expectTypeOf(data.network).toEqualTypeOf<CaipNetwork>()
    // @ts-expect-error the network is part of the data
    const withoutNetwork: ViewData<'SwitchActiveChain'> = { switchToChain: 'solana', navigateTo: 'Connect', navigateWithReplace: true }
    expect(withoutNetwork).toBeDefined()
    // Data is required where the view cannot render without it, optional elsewhere.
    expectTypeOf<ViewDataArgs<'SwitchActiveChain'>>().toEqualTypeOf<[data: ViewData<'SwitchActiveChain'>]>()
    expectTypeOf<ViewData<'ConnectingExternal'>['connector']>().toMatchTypeOf<Connector>()
    expectTypeOf<ViewDataArgs<'Connect'>>().toEqualTypeOf<[data?: ViewData<'Connect'>]>()
  })
})
