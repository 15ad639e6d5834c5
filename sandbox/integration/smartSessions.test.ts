// The smart-sessions plugin in a headless kit against the sandbox: the real eip155 chain plugin,
// the EIP-1193 test wallet granting ERC-7715 permissions with a devnet key, and the provider-API
// server's session routes with their cosigner. Nothing here is mocked.
import { verifyMessage, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PLUGIN_HOST, ROUTER, SERVICES } from '../../kernel'
import { SMART_SESSIONS_SERVICE } from '../../plugins/smart-sessions/contract'
import {
  createSubscription,
  getSmartSessions,
  grantPermissions,
  isSmartSessionSupported,
  revokeSmartSession,
  smartSessions,
  type SmartSessionGrantPermissionsRequest,
} from '../../plugins/smart-sessions'
import { sessionStatus } from '../../plugins/smart-sessions/sessionStatus'
import { DEFAULT_PROJECT_ID, startSandbox, type Sandbox } from '../testing'
import { connectedEip155Kit } from './testing/connectedEip155Kit'

let sandbox: Sandbox<'api' | 'evm'>
const cleanups: (() => void)[] = []

beforeAll(async () => {
  sandbox = await startSandbox({ services: ['api', 'evm'] })
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  sandbox.api.requests.clear()
})
afterAll(() => sandbox?.close())

const dappKey = privateKeyToAccount(generatePrivateKey())

async function connectedKit(options: { permissions?: boolean; smartSessions?: boolean } = {}) {
  const connected = await connectedEip155Kit(sandbox, {
    privateKey: generatePrivateKey(),
    behaviour: { permissions: options.permissions ?? true },
    options: {
      plugins: [smartSessions],
      metadata: { name: 'Session dapp', description: 'test', url: 'https://dapp.example', icons: [] },
      features: { smartSessions: options.smartSessions ?? true },
    },
  })
  cleanups.push(connected.dispose)
  return connected
}

const allowanceRequest = (overrides: Partial<SmartSessionGrantPermissionsRequest> = {}): SmartSessionGrantPermissionsRequest => ({
  chainId: '0x1',
  expiry: Math.floor(Date.now() / 1000) + 3600,
  signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: dappKey.address }] } },
  permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x3e8', start: Math.floor(Date.now() / 1000), period: 86400 } }],
  policies: [],
  ...overrides,
})

/** What a dapp's backend asks the cosigner for each call of the session. */
const cosign = (address: string, pci: string, value: number) =>
  fetch(`${sandbox.endpoints.blockchainApi}/v1/sessions/${address}/sign?projectId=${DEFAULT_PROJECT_ID}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pci, call: { to: dappKey.address, value: String(value) } }),
  })

describe('smart sessions against the sandbox', () => {
  it('SMS-02 with the smartSessions flag off nothing is registered: no service, no header button', async () => {
    const { c } = await connectedKit({ smartSessions: false })
    expect(c.resolve(SERVICES).find(SMART_SESSIONS_SERVICE)).toBeUndefined()
    expect(c.resolve(PLUGIN_HOST).registry.getState().slots.accountHeader).toEqual([])
    expect(await isSmartSessionSupported()).toBe(false)
    await expect(getSmartSessions()).rejects.toThrow(/^Smart sessions are off/)
  })

  it('SMS-01 SMS-02 with the flag on the Account header offers w3m-header-smart-sessions opening SmartSessionList', async () => {
    const { c } = await connectedKit()
    const [entry] = c.resolve(PLUGIN_HOST).registry.getState().slots.accountHeader
    expect(entry).toMatchObject({ testId: 'w3m-header-smart-sessions', view: 'SmartSessionList', namespaces: ['eip155'] })
  })

  it('SMS-03 lists the account sessions with GET /v1/sessions/{address}', async () => {
    const { address } = await connectedKit()
    const sessions = await getSmartSessions()
    expect(sandbox.api.requests.find(`/v1/sessions/eip155:1:${address}`)).toHaveLength(1)
    expect(sessions.map((s) => sessionStatus(s))).toEqual(['active', 'expired'])
  })

  it('grantPermissions checks the request, the wallet capability, then grants through the wallet with the cosigner key and activates', async () => {
    const { wallet, address } = await connectedKit()
    expect(await isSmartSessionSupported()).toBe(true)
    await expect(grantPermissions(allowanceRequest({ expiry: 1 }))).rejects.toThrow(/^Invalid expiry/)
    await expect(grantPermissions(allowanceRequest({ chainId: '0x89' }))).rejects.toThrow(/^The request is for chain 0x89/)
    await expect(grantPermissions(allowanceRequest({ permissions: [{ type: 'bogus' } as never] }))).rejects.toThrow(/^Unsupported permission type: bogus$/)
    expect(wallet.calls.some((c) => c.method === 'wallet_grantPermissions')).toBe(false)

    const granted = await grantPermissions(allowanceRequest())
    const asked = wallet.calls.find((c) => c.method === 'wallet_grantPermissions')!.params as [SmartSessionGrantPermissionsRequest]
    const keys = asked[0].signer.data.keys
    expect(keys).toHaveLength(2)
    expect(keys[1]!.publicKey).toBe(dappKey.address)
    expect(granted).toMatchObject({ chainId: '0x1', address, context: expect.stringMatching(/^0x[0-9a-f]{64}$/), pci: expect.stringMatching(/^0x/) })
    const listed = (await getSmartSessions()).find((s) => s.pci === granted.pci)!
    expect(listed.project.name).toBe('Session dapp')
    expect(sessionStatus(listed)).toBe('active')
    // The cosigner co-signs with the key the wallet added.
    const signed = (await (await cosign(address, granted.pci, 10)).json()) as { signer: string; signature: Hex; message: string }
    expect(signed.signer).toBe(keys[0]!.publicKey)
    expect(await verifyMessage({ address: signed.signer as Hex, message: signed.message, signature: signed.signature })).toBe(true)
  })

  it('a grant made while the modal is open shows SmartSessionCreated; with it closed the page stays as it is', async () => {
    const { kit, c } = await connectedKit()
    await grantPermissions(allowanceRequest())
    expect(c.resolve(ROUTER).getState().view).not.toBe('SmartSessionCreated')
    await kit.open()
    const granted = await grantPermissions(allowanceRequest())
    expect(c.resolve(ROUTER).getState()).toMatchObject({ view: 'SmartSessionCreated', data: { pci: granted.pci, project: 'Session dapp' } })
  })

  it('a wallet without the permissions capability is refused before any prompt; a declined grant creates no active session', async () => {
    await connectedKit({ permissions: false })
    expect(await isSmartSessionSupported()).toBe(false)
    await expect(grantPermissions(allowanceRequest())).rejects.toThrow(/^The connected wallet does not support smart sessions/)

    const declining = await connectedKit()
    declining.wallet.script({ rejectSign: true })
    await expect(grantPermissions(allowanceRequest())).rejects.toMatchObject({ code: 4001 })
    expect(sandbox.api.requests.find(`/v1/sessions/${declining.address}/activate`)).toHaveLength(0)
  })

  it('SMS-04 BYD-22 a granted native allowance is spent within its limit through the cosigner; revoked in the kit, the next spend is refused', async () => {
    const { wallet, address } = await connectedKit()
    const session = await createSubscription(
      { chainId: '0x1', amount: 1000n, period: 86400, expiry: Math.floor(Date.now() / 1000) + 3600, signer: { type: 'secp256k1', publicKey: dappKey.address } },
    )
    expect((await cosign(address, session.pci, 600)).status).toBe(200)
    expect((await cosign(address, session.pci, 500)).status).toBe(403) // over the allowance
    expect((await cosign(address, session.pci, 400)).status).toBe(200)

    await revokeSmartSession(session)
    const revoke = sandbox.api.requests.find(`/v1/sessions/${address}/revoke`)[0]!
    const body = revoke.body as { pci: string; signature: Hex }
    expect(body.pci).toBe(session.pci)
    expect(await verifyMessage({ address, message: session.pci, signature: body.signature })).toBe(true)
    expect(wallet.calls.filter((c) => c.method === 'personal_sign')).toHaveLength(1)
    expect(sessionStatus((await getSmartSessions()).find((s) => s.pci === session.pci)!)).toBe('revoked')

    const refused = await cosign(address, session.pci, 0)
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { reasons: { description: string }[] }).reasons[0]!.description).toBe('Session has been revoked')
  })
})
