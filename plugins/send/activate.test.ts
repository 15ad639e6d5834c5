import { afterEach, describe, expect, it, vi } from 'vitest'
import { ACCOUNT_STORE, PLUGIN_HOST, definePlugin, orderAccountActions, type ChainNamespace, type PluginManifest } from '../../kernel'
import { SEND_STORE, send } from './index'
import { createSendTestKit, type SendTestKit } from './testing/createSendTestKit'
import { ETH, RECEIVER, USDC } from './testing/testTokens'

const kits: SendTestKit[] = []
afterEach(() => kits.splice(0).forEach((k) => k.kit.destroy()))
const kitWith = (options: Parameters<typeof createSendTestKit>[0] = {}) => {
  const t = createSendTestKit(options)
  kits.push(t)
  return t
}

describe('send plugin manifest and activation', () => {
  it('SEND-01 the account view offers send: an action after onramp, swaps and receive, opening WalletSend', async () => {
    expect(send.accountActions).toEqual([expect.objectContaining({ id: 'send', view: 'WalletSend' })])
    const t = kitWith()
    await t.kit.ready()
    const registry = t.container.resolve(PLUGIN_HOST).registry.getState()
    expect(registry.accountActions.map((a) => a.id)).toContain('send')
    // Its place comes from walletFeaturesOrder, where send is last (onramp, swaps, receive, send).
    expect(orderAccountActions([{ id: 'receive', view: 'WalletReceive' }, ...registry.accountActions], ['onramp', 'swaps', 'receive', 'send']).map((a) => a.id)).toEqual(['receive', 'send'])
    expect(registry.viewTitles).toMatchObject({ WalletSend: 'Send', WalletSendSelectToken: 'Select Token', WalletSendPreview: 'Review send' })
    expect(Object.keys(registry.views)).toEqual(expect.arrayContaining(['WalletSend', 'WalletSendSelectToken', 'WalletSendPreview']))
    expect(registry.active).toContain('send')
  })

  it("a third party's chain plugin with sendTransfer gets the Send action; a family without one does not", async () => {
    const chain = (namespace: ChainNamespace, sends: boolean) =>
      definePlugin({
        id: `chain-${namespace}`,
        load: async () => ({
          activate: (ctx) =>
            void ctx.registerChain({
              namespace,
              isAddress: () => true,
              connect: async () => Promise.reject(new Error('not in this test')),
              disconnect: async () => {},
              switchNetwork: async () => {},
              ...(sends ? { sendTransfer: async () => 'hash' } : {}),
            }),
        }),
      })
    const t = kitWith({ plugins: [send, chain('near', true), chain('tezos', false)] })
    await t.kit.ready()
    const offered = () => t.container.resolve(PLUGIN_HOST).registry.getState().accountActions.filter((a) => a.id === 'send').map((a) => a.namespaces)
    await vi.waitFor(() => expect(offered()).toEqual([['eip155', 'solana', 'near']]))
  })

  it('SEND-02 send is offered only when the send flag is on: off, nothing of it loads', async () => {
    const load = vi.fn(send.load)
    const views = Object.fromEntries(Object.keys(send.views).map((name) => [name, vi.fn()]))
    const spied: PluginManifest = { ...send, load, views }
    const t = kitWith({ plugins: [spied], features: { send: false } })
    await t.kit.ready()
    const registry = t.container.resolve(PLUGIN_HOST).registry.getState()
    expect(registry.accountActions).toEqual([])
    expect(registry.views.WalletSend).toBeUndefined()
    expect(load).not.toHaveBeenCalled()
    for (const view of Object.values(views)) expect(view).not.toHaveBeenCalled()
    expect(t.container.isRegistered(SEND_STORE)).toBe(false)
  })

  it('SEND-03 the draft has token, sendTokenAmount, receiverAddress, receiverProfileImageUrl, receiverProfileName, networkBalanceInUSD', async () => {
    const t = kitWith()
    await t.kit.ready()
    const store = t.store()
    expect(Object.keys(store.getState())).toEqual(expect.arrayContaining([
      'token', 'sendTokenAmount', 'receiverAddress', 'receiverProfileImageUrl', 'receiverProfileName', 'networkBalanceInUSD',
    ]))
    store.setToken(USDC)
    store.setTokenAmount('12.5')
    store.setReceiver({ address: RECEIVER, profileName: 'bob.reown.id', profileImageUrl: 'https://img.test/bob.png' })
    expect(store.getState()).toMatchObject({
      token: USDC,
      sendTokenAmount: '12.5',
      receiverAddress: RECEIVER,
      receiverProfileName: 'bob.reown.id',
      receiverProfileImageUrl: 'https://img.test/bob.png',
    })
    // A new receiver forgets the previous one's profile.
    store.setReceiver({ address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' })
    expect(store.getState()).toMatchObject({ receiverProfileName: undefined, receiverProfileImageUrl: undefined })
  })

  it('SEND-03 networkBalanceInUSD follows the native balance of the active network', async () => {
    const t = kitWith()
    await t.connect()
    expect(t.store().getState().networkBalanceInUSD).toBeUndefined()
    t.container.resolve(ACCOUNT_STORE).patch('eip155', { tokenBalance: [USDC, { ...ETH, quantity: { decimals: '18', numeric: '2' } }] })
    expect(t.store().getState().networkBalanceInUSD).toBe('6000')
  })

  it('DISC-07 disconnect with no argument resets the send state; one namespace does not', async () => {
    const t = kitWith({ namespaces: ['eip155', 'solana'] })
    await t.connect('solana')
    await t.connect('eip155')
    const store = t.store()
    store.setToken(ETH)
    store.setTokenAmount('1')
    store.setReceiver({ address: RECEIVER, profileName: 'bob.reown.id' })

    await t.kit.disconnect('solana')
    expect(store.getState()).toMatchObject({ token: ETH, sendTokenAmount: '1', receiverAddress: RECEIVER })

    await t.kit.disconnect()
    expect(store.getState()).toEqual({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      receiverProfileImageUrl: undefined,
      receiverProfileName: undefined,
      networkBalanceInUSD: undefined,
      loading: false,
    })
  })
})
