// Node (no DOM): the button rules on real headless kits, with the kernel's test chain adapter.
import { afterEach, describe, expect, it } from 'vitest'
import { createTestChainAdapter } from '../connection/testing/testChainAdapter'
import { testMainnet, testPolygon } from '../connection/testing/testNetworks'
import { createAppKit } from '../createAppKit'
import { KIT_CONTAINER, type AppKit } from '../createPublicApi'
import * as T from '../tokens'
import type { CaipNetwork } from '../types'
import {
  accountButtonModel,
  accountLabel,
  appKitButtonModel,
  connectButtonModel,
  sameButtonModel,
  subscribeButtonModel,
} from './buttonModels'
import { networkButtonModel } from './networkButtonModel'

const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678'
const kits: AppKit[] = []
const make = (extra: { allowUnsupportedChain?: boolean } = {}) => {
  const kit = createAppKit({
    projectId: 'p',
    networks: [testMainnet, testPolygon],
    adapters: [createTestChainAdapter('eip155', { accounts: [ADDRESS] })],
    basic: true,
    endpoints: { api: 'http://127.0.0.1:9', analytics: 'http://127.0.0.1:9' },
    ...extra,
  })
  kits.push(kit)
  return kit
}
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})

const connected = async (extra?: { allowUnsupportedChain?: boolean }) => {
  const kit = make(extra)
  await kit.ready()
  const c = kit[KIT_CONTAINER]
  await c.resolve(T.CONNECTION_CONTROLLER).connect({ connector: c.resolve(T.CONNECTORS_STORE).getConnector('test-eip155')! })
  return kit
}
const view = (kit: AppKit) => kit[KIT_CONTAINER].resolve(T.ROUTER).getState().view
const offChain: CaipNetwork = { ...testMainnet, id: 999, caipNetworkId: 'eip155:999', name: 'Elsewhere' }

describe('button models', () => {
  it("truncates addresses as AppKit's account button does: 4 then 6 characters", () => {
    expect(accountLabel(ADDRESS, undefined)).toBe('0x12...345678')
    expect(accountLabel(ADDRESS, undefined, { charsStart: 6, charsEnd: 4 })).toBe('0x1234...5678')
    expect(accountLabel(ADDRESS, 'vitalik.eth')).toBe('vitalik.eth')
    expect(accountLabel(ADDRESS, 'a-very-long-profile-name.eth')).toBe('a-very-long-profil...')
    expect(accountLabel(undefined, 'name')).toBe('')
  })

  it('connect: "Connect Wallet" opens Connect; a second click closes; the loading label while loading', async () => {
    const kit = make()
    await kit.ready()
    const model = connectButtonModel(kit, {})
    expect(model).toMatchObject({ kind: 'connect', testId: 'connect-button', label: 'Connect Wallet', loading: false })
    model.action!()
    expect([kit.getState().open, view(kit)]).toEqual([true, 'Connect'])
    connectButtonModel(kit, {}).action!()
    expect(kit.getState().open).toBe(false)
    kit[KIT_CONTAINER].resolve(T.MODAL).setLoading('eip155', true)
    expect(connectButtonModel(kit, { namespace: 'eip155', loadingLabel: 'Wait' })).toMatchObject({
      testId: 'connect-button-eip155',
      label: 'Wait',
      loading: true,
    })
  })

  it('account: truncated address, balance with 2 decimals; opens Account, or UnsupportedChain off the configured networks', async () => {
    const kit = await connected()
    kit[KIT_CONTAINER].resolve(T.ACCOUNT_STORE).patch('eip155', { balance: '1234.5678', balanceSymbol: 'ETH' })
    const model = appKitButtonModel(kit, {})
    expect(model).toMatchObject({ kind: 'account', testId: 'account-button', label: '0x12...345678', detail: '1,234.57 ETH', address: ADDRESS })
    expect(accountButtonModel(kit, { balance: 'hide' }).detail).toBe('')
    model.action!()
    expect(view(kit)).toBe('Account')
    await kit.close()
    kit[KIT_CONTAINER].resolve(T.NETWORKS_STORE).setActiveNetwork(offChain)
    expect(accountButtonModel(kit, {}).detail).toBe('0.00 ETH') // spec §5: unsupported reads 0.00
    model.action!() // the same model object: the target is decided at click time
    expect(view(kit)).toBe('UnsupportedChain')
  })

  it("BYD-24 a name record's avatar or a network image that would run script never reaches the elements' <img>", async () => {
    const kit = await connected()
    const accounts = kit[KIT_CONTAINER].resolve(T.ACCOUNT_STORE)
    accounts.patch('eip155', { profileImage: 'javascript:alert(document.domain)' })
    expect(accountButtonModel(kit, {}).imageUrl).toBeUndefined()
    accounts.patch('eip155', { profileImage: ' data:text/html,<script>alert(1)</script>' })
    expect(accountButtonModel(kit, {}).imageUrl).toBeUndefined()
    accounts.patch('eip155', { profileImage: 'https://names.example/avatar.png' })
    expect(accountButtonModel(kit, {}).imageUrl).toBe('https://names.example/avatar.png')
    kit[KIT_CONTAINER].resolve(T.NETWORKS_STORE).setActiveNetwork({ ...testMainnet, assets: { imageUrl: 'javascript:alert(1)' } })
    expect(networkButtonModel(kit, {}).imageUrl).toBeUndefined()
  })

  it('account: with allowUnsupportedChain the click still opens Account', async () => {
    const kit = await connected({ allowUnsupportedChain: true })
    kit[KIT_CONTAINER].resolve(T.NETWORKS_STORE).setActiveNetwork(offChain)
    accountButtonModel(kit, {}).action!()
    expect(view(kit)).toBe('Account')
  })

  it('network: names the network, "Switch Network" when unsupported, and always opens Networks', async () => {
    const kit = await connected()
    expect(networkButtonModel(kit, {})).toMatchObject({ kind: 'network', testId: 'wui-network-button', wrapperTestId: 'w3m-network-button', label: 'Ethereum' })
    kit[KIT_CONTAINER].resolve(T.NETWORKS_STORE).setActiveNetwork(offChain)
    const model = networkButtonModel(kit, { label: 'ignored while a network is known' })
    expect(model.label).toBe('Switch Network')
    model.action!()
    expect(view(kit)).toBe('Networks')
  })

  it('network: without a kit it reads the label or "Select Network" and is disabled', () => {
    expect(networkButtonModel(undefined, {})).toMatchObject({ label: 'Select Network', disabled: true, action: undefined })
    expect(networkButtonModel(undefined, { label: 'Pick' }).label).toBe('Pick')
  })

  it('subscribeButtonModel calls back on account and theme changes; sameButtonModel ignores the action only', async () => {
    const kit = make()
    await kit.ready()
    let calls = 0
    const off = subscribeButtonModel(kit, () => calls++)
    const before = connectButtonModel(kit, {})
    expect(sameButtonModel(before, connectButtonModel(kit, {}))).toBe(true)
    kit.setThemeMode('light')
    expect(calls).toBeGreaterThan(0)
    expect(sameButtonModel(before, connectButtonModel(kit, {}))).toBe(false)
    off()
    const seen = calls
    kit.setThemeMode('dark')
    expect(calls).toBe(seen)
  })
})
