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

  it('SBX-28 revoke checks the signature over the pci and removes the session', async () => {
    const [session] = await list(owner.address)
    const forged = await revoke(owner.address, { pci: session!.pci, signature: await stranger.signMessage({ message: session!.pci }) })
    expect(forged.status).toBe(401)
    expect(await list(owner.address)).toHaveLength(2)

    const res = await revoke(owner.address, { pci: session!.pci, signature: await owner.signMessage({ message: session!.pci }) })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true })
    expect((await list(owner.address)).map((s) => s.pci)).not.toContain(session!.pci)
  })

  it('SBX-28 revoke answers 400 for a missing field or an unknown pci', async () => {
    expect((await revoke(owner.address, { pci: '0x01' })).status).toBe(400)
    const unknown = await revoke(owner.address, { pci: '0x01', signature: await owner.signMessage({ message: '0x01' }) })
    expect(unknown.status).toBe(400)
    expect((await revoke('not-an-address', { pci: '0x01', signature: '0x' })).status).toBe(400)
  })
})
