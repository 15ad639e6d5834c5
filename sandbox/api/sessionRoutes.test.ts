import { verifyMessage, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiServer, type ApiServer } from './createApiServer'
import type { SmartSession } from './sessionRoutes'

const owner = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6')
const stranger = privateKeyToAccount('0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a')

let server: ApiServer
const sdk = 'projectId=p-sessions&st=appkit&sv=html-wagmi-4.2.2'

const list = async (address: string) =>
  ((await (await fetch(`${server.url}/v1/sessions/${address}?${sdk}`)).json()) as { pcis: SmartSession[] }).pcis
const revoke = (address: string, body: unknown) =>
  fetch(`${server.url}/v1/sessions/${address}/revoke?${sdk}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

beforeAll(async () => {
  server = await startApiServer()
})
afterAll(() => server.close())

describe('smart session routes', () => {
  it('SBX-28 lists seeded smart sessions for a CAIP-10 or plain address', async () => {
    const byCaip = await list(`eip155:1:${owner.address}`)
    expect(byCaip).toHaveLength(2)
    expect(await list(owner.address)).toEqual(byCaip)
    const [active, expired] = byCaip
    expect(active!.pci).toMatch(/^0x[0-9a-f]{64}$/)
    expect(active!.expiry).toBeGreaterThan(Date.now())
    expect(expired!.expiry).toBeLessThan(Date.now())
    expect(active!.project).toMatchObject({ name: expect.any(String), url: expect.any(String), iconUrl: expect.any(String) })
    // Deterministic per address: another server lists the same pcis.
    const other = await startApiServer()
    const again = ((await (await fetch(`${other.url}/v1/sessions/${owner.address}`)).json()) as { pcis: SmartSession[] }).pcis
    expect(again.map((s) => s.pci)).toEqual(byCaip.map((s) => s.pci))
    await other.close()
  })

  it('SBX-28 revoke checks the signature over the pci and marks the session revoked', async () => {
    const [session] = await list(owner.address)
    const forged = await revoke(owner.address, { pci: session!.pci, signature: await stranger.signMessage({ message: session!.pci }) })
    expect(forged.status).toBe(401)
    expect(await list(owner.address)).toHaveLength(2)

    const res = await revoke(owner.address, { pci: session!.pci, signature: await owner.signMessage({ message: session!.pci }) })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true })
    const after = (await list(owner.address)).find((s) => s.pci === session!.pci)
    expect(after?.revokedAt).toBeGreaterThan(0)
  })

  it('SBX-28 revoke answers 400 for a missing field or an unknown pci', async () => {
    expect((await revoke(owner.address, { pci: '0x01' })).status).toBe(400)
    const unknown = await revoke(owner.address, { pci: '0x01', signature: await owner.signMessage({ message: '0x01' }) })
    expect(unknown.status).toBe(400)
    expect((await revoke('not-an-address', { pci: '0x01', signature: '0x' })).status).toBe(400)
  })

  it('BYD-22 a granted session is co-signed within its native allowance, and refused once revoked', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}/v1/sessions/${owner.address}${path}?${sdk}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const expiry = Math.floor(Date.now() / 1000) + 3600
    expect((await post('', { chainId: '0x1', expiry: 1, permissions: [{ type: 'native-token-recurring-allowance', data: {} }] })).status).toBe(400)
    expect((await post('', { chainId: '0x1', expiry, permissions: [{ type: 'bogus', data: {} }] })).status).toBe(400)
    const created = await post('', { chainId: '0x1', expiry, permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x3e8', start: 0, period: 86400 } }], policies: [], project: { name: 'Test dapp', url: 'https://dapp.example' } })
    const { pci, key } = (await created.json()) as { pci: string; key: { type: string; publicKey: string } }
    expect(key.type).toBe('secp256k1')
    const to = stranger.address
    // Not active until the wallet's grant is reported.
    expect((await post('/sign', { pci, call: { to, value: '100' } })).status).toBe(403)
    expect((await post('/activate', { pci, context: '0xc0ffee' })).status).toBe(200)
    const signed = await post('/sign', { pci, call: { to, value: '600' } })
    expect(signed.status).toBe(200)
    const answer = (await signed.json()) as { signature: Hex; signer: string; message: string }
    expect(answer.signer).toBe(key.publicKey)
    expect(await verifyMessage({ address: key.publicKey as Hex, message: answer.message, signature: answer.signature })).toBe(true)
    const over = await post('/sign', { pci, call: { to, value: '401' } })
    expect(over.status).toBe(403)
    expect(((await over.json()) as { reasons: { description: string }[] }).reasons[0]!.description).toBe('Allowance exceeded for the current period')
    expect((await post('/sign', { pci, call: { to, value: '400' } })).status).toBe(200)

    const second = (await (await post('', { chainId: '0x1', expiry, permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x3e8', period: 86400 } }] })).json()) as { pci: string }
    await post('/activate', { pci: second.pci, context: '0xc0ffee' })
    expect((await post('/sign', { pci: second.pci, call: { to, value: '1' } })).status).toBe(200)
    expect((await revoke(owner.address, { pci: second.pci, signature: await owner.signMessage({ message: second.pci }) })).status).toBe(200)
    const refused = await post('/sign', { pci: second.pci, call: { to, value: '1' } })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { reasons: { description: string }[] }).reasons[0]!.description).toBe('Session has been revoked')
    expect((await list(owner.address)).find((s) => s.pci === second.pci)).toMatchObject({ project: { name: 'Unknown dapp' }, revokedAt: expect.any(Number) })
  })
})
