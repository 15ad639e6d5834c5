import { afterEach, describe, expect, it, vi } from 'vitest'
import { BUS, MODAL, ROUTER, SNACKBAR, type TrackEvent } from '../../kernel'
import { polygon } from '../../kernel/networks'
import { FAKE_ADDRESSES, FAKE_TX_HASH } from './testing/createFakeChainAdapter'
import { createSendTestKit, type SendTestKit } from './testing/createSendTestKit'
import { ETH, RECEIVER, SOL, SOLANA_RECEIVER, USDC, USDT } from './testing/testTokens'
import { erc20TransferAbi, usdtTransferAbi } from './transferAbiFor'

const kits: SendTestKit[] = []
afterEach(() => kits.splice(0).forEach((k) => k.kit.destroy()))

async function connected(options: Parameters<typeof createSendTestKit>[0] = {}) {
  const t = createSendTestKit(options)
  kits.push(t)
  await t.connect()
  const events: TrackEvent[] = []
  t.container.resolve(BUS).on('track', (e) => void events.push(e))
  return { ...t, events, names: () => events.map((e) => e.event).filter((e) => e.startsWith('SEND_')) }
}

function fill(t: SendTestKit, token = ETH, amount = '0.1', receiver = RECEIVER) {
  t.store().setToken(token)
  t.store().setTokenAmount(amount)
  t.store().setReceiver({ address: receiver, profileName: 'bob.reown.id', profileImageUrl: 'https://img.test/bob.png' })
}

/** Snacks replace each other after 150 ms (SNK-02), so the final one is waited for. */
const snackOf = (t: SendTestKit, expected: object) =>
  vi.waitFor(() => expect(t.container.resolve(SNACKBAR).getState()).toMatchObject({ open: true, ...expected }))

const contractWritesOf = (t: SendTestKit) => t.adapters.eip155!.contractWrites

describe('send service', () => {
  it('SEND-06 sending sets loading: the draft, the modal (per namespace) and a loading snack', async () => {
    const t = await connected()
    fill(t)
    let release!: () => void
    t.adapters.eip155!.wallet.gate = new Promise((resolve) => (release = resolve))
    const sending = t.service().send()
    const modal = t.container.resolve(MODAL)
    expect(t.store().getState().loading).toBe(true)
    expect(modal.isLoading('eip155')).toBe(true)
    expect(t.container.resolve(SNACKBAR).getState()).toMatchObject({ open: true, variant: 'loading', message: 'Sending transaction' })
    release()
    await sending
    expect(t.store().getState().loading).toBe(false)
    expect(modal.isLoading('eip155')).toBe(false)
  })

  it('SEND-07 on eip155 a native token is sent as a native transfer through the chain plugin', async () => {
    const t = await connected()
    fill(t, ETH, '0.1')
    await expect(t.service().send()).resolves.toBe(FAKE_TX_HASH)
    expect(t.adapters.eip155!.transfers).toEqual([
      { from: FAKE_ADDRESSES.eip155, to: RECEIVER, value: 100_000_000_000_000_000n, network: expect.objectContaining({ caipNetworkId: 'eip155:1' }) },
    ])
    expect(contractWritesOf(t)).toEqual([])
  })

  it('SEND-08 on eip155 an ERC-20 is sent as transfer(to, amount) to the token contract, through the chain plugin', async () => {
    const t = await connected()
    fill(t, USDC, '1.5')
    await t.service().send()
    expect(contractWritesOf(t)).toEqual([
      {
        from: FAKE_ADDRESSES.eip155,
        address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
        abi: erc20TransferAbi,
        functionName: 'transfer',
        args: [RECEIVER, 1_500_000n],
        network: expect.objectContaining({ caipNetworkId: 'eip155:1' }),
      },
    ])
    expect(t.adapters.eip155!.transfers).toEqual([])
    // The plugin asks the chain plugin; it never talks to the wallet itself.
    expect(t.adapters.eip155!.wallet.calls.map((c) => c.method)).not.toContain('eth_sendTransaction')
  })

  it('SEND-08 the token call names the active network, for the chain plugin to move the wallet there', async () => {
    const t = await connected()
    await t.kit.switchNetwork(polygon)
    fill(t, USDC, '2')
    await t.service().send()
    expect(contractWritesOf(t).map((w) => w.network.caipNetworkId)).toEqual(['eip155:137'])
  })

  it('SEND-13 a USDT-style token is called with its own transfer ABI (_to, _value)', async () => {
    const t = await connected()
    fill(t, USDT, '3')
    await t.service().send()
    expect(contractWritesOf(t)).toEqual([expect.objectContaining({ address: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468', abi: usdtTransferAbi, args: [RECEIVER, 3_000_000n] })])
  })

  it('SEND-09 on solana a SOL transfer is sent through the chain plugin, in lamports', async () => {
    const t = await connected({ namespaces: ['solana'] })
    fill(t, SOL, '0.25', SOLANA_RECEIVER)
    await t.service().send()
    expect(t.adapters.solana!.transfers).toEqual([
      { from: FAKE_ADDRESSES.solana, to: SOLANA_RECEIVER, value: 250_000_000n, network: expect.objectContaining({ chainNamespace: 'solana' }) },
    ])
  })

  it('SEND-09 on solana only SOL moves: a token fails with the chain plugin lacking contract calls, nothing is sent', async () => {
    const t = await connected({ namespaces: ['solana'] })
    const spl = { ...USDC, chainId: SOL.chainId, address: `${SOL.chainId}:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v` }
    fill(t, spl, '1', SOLANA_RECEIVER)
    await expect(t.service().send()).rejects.toThrowError(/^Only SOL can be sent on Solana$/)
    expect(t.adapters.solana!.transfers).toEqual([])
  })

  it('SEND-10 a successful send resets the draft', async () => {
    const t = await connected()
    fill(t)
    await t.service().send()
    expect(t.store().getState()).toMatchObject({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      receiverProfileName: undefined,
      receiverProfileImageUrl: undefined,
      loading: false,
    })
    await snackOf(t, { variant: 'success', message: 'Transaction started' })
  })

  it('SEND-11 a successful token send returns to Account', async () => {
    const t = await connected()
    const router = t.container.resolve(ROUTER)
    router.reset('Account')
    router.push('WalletSend')
    router.push('WalletSendPreview')
    fill(t, USDC, '1')
    await t.service().send()
    expect(router.getState()).toMatchObject({ view: 'Account', history: [{ view: 'Account' }] })
  })

  it('SEND-12 sending on any other chain fails with "Unsupported chain"', async () => {
    // As the kit's bip122 plugin: no sendTransfer (a third party's family that has one may send).
    const t = await connected({ namespaces: ['bip122'], sendTransfer: false })
    fill(t, ETH, '0.1', FAKE_ADDRESSES.bip122)
    await expect(t.service().send()).rejects.toThrowError(/^Unsupported chain$/)
    await snackOf(t, { variant: 'error', message: 'Unsupported chain' })
    expect(t.store().getState().loading).toBe(false)
  })

  it('SEND-12 a chain plugin that cannot send its native coin (a WalletConnect-only stand-in) has no send at all', async () => {
    const t = await connected({ sendTransfer: false })
    fill(t, USDC, '1')
    await expect(t.service().send()).rejects.toThrowError(/^Unsupported chain$/)
    expect(t.adapters.eip155!.contractWrites).toEqual([])
  })

  it('SEND-04 SEND-05 an incomplete draft fails with the exact messages and is kept', async () => {
    const t = await connected()
    t.store().setToken(ETH)
    t.store().setTokenAmount('0.1')
    await expect(t.service().send()).rejects.toThrowError(/^An amount and receiver address are required$/)
    t.store().setReceiver({ address: RECEIVER })
    t.store().setToken(undefined)
    await expect(t.service().send()).rejects.toThrowError(/^A token is required$/)
    expect(t.store().getState()).toMatchObject({ sendTokenAmount: '0.1', receiverAddress: RECEIVER })
    expect(t.adapters.eip155!.transfers).toEqual([])
    expect(t.names()).toEqual(['SEND_ERROR', 'SEND_ERROR'])
  })

  it('a wallet rejection is shown as an error snack, the draft kept for another try', async () => {
    const t = await connected()
    const router = t.container.resolve(ROUTER)
    router.reset('Account')
    router.push('WalletSendPreview')
    fill(t, USDC, '5')
    t.adapters.eip155!.wallet.rejects = true
    await expect(t.service().send()).rejects.toThrowError('User rejected the request.')
    await snackOf(t, { variant: 'error', message: 'User rejected the request.' })
    expect(t.store().getState()).toMatchObject({ token: USDC, sendTokenAmount: '5', receiverAddress: RECEIVER, receiverProfileName: 'bob.reown.id', loading: false })
    expect(router.getState().view).toBe('WalletSendPreview')
  })

  it('tracks SEND_INITIATED and SEND_SUCCESS, or SEND_ERROR with the message', async () => {
    const t = await connected()
    fill(t, USDC, '1')
    await t.service().send()
    fill(t, ETH, '1')
    t.adapters.eip155!.wallet.rejects = true
    await t.service().send().catch(() => {})
    expect(t.names()).toEqual(['SEND_INITIATED', 'SEND_SUCCESS', 'SEND_INITIATED', 'SEND_ERROR'])
    expect(t.events[1]!.properties).toMatchObject({ token: 'USDC', amount: '1', network: 'eip155:1', hash: FAKE_TX_HASH, isSmartAccount: false })
    expect(t.events[3]!.properties).toMatchObject({ token: 'ETH', message: 'User rejected the request.' })
  })
})
