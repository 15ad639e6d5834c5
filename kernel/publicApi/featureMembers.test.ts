import { describe, expect, it } from 'vitest'
import * as T from '../tokens'
import { NotSupportedError } from './notSupported'
import { createApiTestKit } from './testing/createApiTestKit'

describe('instance: feature and option members', () => {
  it("setConnectMethodsOrder, setWalletFeaturesOrder, setCollapseWallets and setSocialsOrder update the features store", async () => {
    const { kit, resolve } = await createApiTestKit()
    const features = resolve(T.FEATURES).store
    // CONV-02: the test wallets are browser wallets, so wallets come first by default.
    expect(kit.getConnectMethodsOrder()).toEqual(['wallet', 'email', 'social'])
    kit.setConnectMethodsOrder(['social', 'email', 'wallet'])
    expect(kit.getConnectMethodsOrder()).toEqual(['social', 'email', 'wallet'])
    kit.setWalletFeaturesOrder(['send', 'receive', 'swaps', 'onramp'])
    kit.setCollapseWallets(true)
    kit.setSocialsOrder(['github', 'google'])
    expect(features.getState().local).toMatchObject({ walletFeaturesOrder: ['send', 'receive', 'swaps', 'onramp'], collapseWallets: true })
    expect(features.getState().host.socials).toEqual(['github', 'google'])
    expect(() => kit.setCollapseWallets('yes' as never)).toThrowError(/collapseWallets/)
  })

  it('CONV-01 getConnectMethodsOrder without a browser wallet is email, social, wallet', async () => {
    const { kit } = await createApiTestKit({ adapters: [] })
    expect(kit.getConnectMethodsOrder()).toEqual(['email', 'social', 'wallet'])
  })

  it('getRemoteFeatures and subscribeRemoteFeatures report the remote features (basic mode: all off)', async () => {
    const { kit } = await createApiTestKit()
    expect(kit.getRemoteFeatures()).toMatchObject({ email: false, socials: false, swaps: false, onramp: false })
    const seen: unknown[] = []
    const off = kit.subscribeRemoteFeatures((remote) => seen.push(remote))
    kit.updateFeatures({ send: false }) // a local change: remote features stay as they were
    expect(seen).toEqual([])
    off()
  })

  it('updateOptions changes features and theme at runtime, and refuses any other key before changing anything', async () => {
    const { kit, resolve } = await createApiTestKit()
    kit.updateOptions({ features: { send: false }, themeMode: 'light', themeVariables: { '--w3m-accent': '#ff0000' } })
    expect(resolve(T.FEATURES).store.getState().local.send).toBe(false)
    expect(kit.getThemeMode()).toBe('light')
    expect(kit.getThemeVariables()['--w3m-accent']).toBe('#ff0000')

    const call = () => kit.updateOptions({ themeMode: 'dark', termsConditionsUrl: 'https://t.test', enableEIP6963: false })
    expect(call).toThrowError(NotSupportedError)
    expect(call).toThrowError(
      'not supported by Airlock: updateOptions({ termsConditionsUrl, enableEIP6963 }) (these options are read once by createAppKit; pass them there)',
    )
    expect(kit.getThemeMode()).toBe('light')
  })
})
