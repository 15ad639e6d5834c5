// Issue 12 case 1 on solana: a stale connect never wins, and the late wallet's grant is given back
// (Wallet Standard `standard:disconnect`), as eip155 does with wallet_revokePermissions. Two
// Wallet Standard test wallets on the page (Node has no window: a bare EventTarget stands in for
// the Wallet Standard event protocol), the real Solana chain plugin and kernel.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { solanaAdapter } from '../../chains/solana'
import {
  CONNECTION_CONTROLLER,
  CONNECTION_STORE,
  CONNECTORS_STORE,
  ErrorMessages,
  KIT_CONTAINER,
  MODAL_CONTROLLER,
  createAppKit,
  type AppKit,
  type CaipNetwork,
} from '../../kernel'
import { startSandbox, type Sandbox } from '../testing'
import { createSolanaTestWallet, registerWalletStandard } from '../wallets/browser'
import type { SolanaTestWallet } from '../wallets/browser/createSolanaTestWallet'

const SLOW_MS = 800
let sandbox: Sandbox<'api' | 'solana'>
let network: CaipNetwork
let slow: SolanaTestWallet
let other: SolanaTestWallet
const unregister: (() => void)[] = []
type StandardFeatures = { 'standard:connect': { connect(): Promise<unknown> }; 'standard:disconnect': { disconnect(): Promise<void> } }
/** The wallet's own Wallet Standard features, as the page (or the wallet's UI) would call them. */
const features = (wallet: SolanaTestWallet) => wallet.features as unknown as StandardFeatures
const kits: AppKit[] = []

beforeAll(async () => {
  vi.stubGlobal('window', new EventTarget())
  sandbox = await startSandbox({ services: ['api', 'solana'] })
  network = sandbox.networks.find((n) => n.chainNamespace === 'solana')!
  const wallet = (i: number, name: string) =>
    createSolanaTestWallet({ secretKey: Uint8Array.from(Buffer.from(sandbox.accounts.solana[i]!.seed, 'hex')), rpcUrl: sandbox.urls.solana, name })
  slow = wallet(1, 'Slow Solana Wallet')
  other = wallet(2, 'Other Solana Wallet')
  unregister.push(registerWalletStandard(slow), registerWalletStandard(other))
})
afterEach(async () => {
  for (const kit of kits.splice(0)) kit.destroy()
  // Each test starts with neither wallet granted.
  for (const w of [slow, other]) await features(w)['standard:disconnect'].disconnect()
  slow.script({ delayMs: 0 })
})
afterAll(async () => {
  unregister.forEach((off) => off())
  await sandbox?.close()
  vi.unstubAllGlobals()
})

async function kitWithWallets() {
  const kit = createAppKit({ projectId: 'sandbox-default', networks: [network], endpoints: sandbox.endpoints, adapters: [solanaAdapter()] })
  kits.push(kit)
  await kit.ready()
  const c = kit[KIT_CONTAINER]
  const connector = (name: string) => c.resolve(CONNECTORS_STORE).getConnector(name, 'solana')!
  return { kit, c, controller: c.resolve(CONNECTION_CONTROLLER), connector }
}

/** Resolves once the slow wallet has answered its pending connect (its delay has passed). */
const afterSlowAnswer = () => new Promise((resolve) => setTimeout(resolve, SLOW_MS + 300))

describe('issue 12 case 1 on solana: a late Wallet Standard answer is ignored and its grant given back', () => {
  it('the visitor closes the modal while the wallet asks, then connects another wallet: the late answer is ignored and standard:disconnect gives its grant back', async () => {
    slow.script({ delayMs: SLOW_MS })
    const { kit, c, controller, connector } = await kitWithWallets()
    c.resolve(MODAL_CONTROLLER).open()
    const first = controller.connect({ connector: connector('Slow Solana Wallet') }).then(() => 'connected', (error: Error) => error.message)
    c.resolve(MODAL_CONTROLLER).close() // Escape while the wallet is still asking
    expect(await first).toBe(ErrorMessages.connectCancelled)

    await controller.connect({ connector: connector('Other Solana Wallet') })
    expect(kit.getAddress('solana')).toBe(other.publicKey)

    await afterSlowAnswer()
    await expect.poll(() => slow.accounts.length).toBe(0)
    expect(other.accounts.length).toBe(1)
    expect(kit.getAddress('solana')).toBe(other.publicKey)
    expect(c.resolve(CONNECTION_STORE).getState().connections.solana?.connectorId).toBe(connector('Other Solana Wallet').id)
    // The kit no longer follows the late wallet: its account changes do not reach the kit.
    await features(slow)['standard:connect'].connect()
    expect(kit.getAddress('solana')).toBe(other.publicKey)
    // The live wallet is still followed: when it lets the site go, the kit disconnects.
    await features(other)['standard:disconnect'].disconnect()
    await expect.poll(() => kit.getAddress('solana')).toBeUndefined()
  })

  it('Escape alone: the late answer does not connect, status returns to disconnected and the grant is given back', async () => {
    slow.script({ delayMs: SLOW_MS })
    const { kit, c, controller, connector } = await kitWithWallets()
    c.resolve(MODAL_CONTROLLER).open()
    const first = controller.connect({ connector: connector('Slow Solana Wallet') }).catch((error: Error) => error.message)
    c.resolve(MODAL_CONTROLLER).close()
    expect(await first).toBe(ErrorMessages.connectCancelled)
    await afterSlowAnswer()
    await expect.poll(() => slow.accounts.length).toBe(0)
    expect(kit.getIsConnectedState()).toBe(false)
    expect(kit.getAddress('solana')).toBeUndefined()
    expect(c.resolve(CONNECTION_STORE).getState().status).toBe('disconnected')
  })

  it('a newer attempt with the same wallet that connected keeps its grant (nothing is revoked from a live connection)', async () => {
    slow.script({ delayMs: SLOW_MS })
    const { kit, c, controller, connector } = await kitWithWallets()
    const first = controller.connect({ connector: connector('Slow Solana Wallet') }).catch((error: Error) => error.message)
    await expect.poll(() => c.resolve(CONNECTION_STORE).getState().status).toBe('connecting') // the wallet is asking
    slow.script({ delayMs: 0 }) // the visitor tries again and this time the wallet answers at once
    await controller.connect({ connector: connector('Slow Solana Wallet') })
    expect(await first).toBe(ErrorMessages.connectCancelled)
    await afterSlowAnswer() // the first attempt's answer arrives after the second connected
    expect(slow.accounts.length).toBe(1)
    expect(kit.getAddress('solana')).toBe(slow.publicKey)
  })
})
