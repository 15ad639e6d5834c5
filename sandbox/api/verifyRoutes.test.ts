import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiServer, type ApiServer } from './createApiServer'

let server: ApiServer
beforeAll(async () => {
  server = await startApiServer()
})
afterAll(() => server.close())

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))

describe('verify stand-in', () => {
  it('BYD-14 answers the attestation frame at once with an attestation for the requested id', async () => {
    const res = await fetch(`${server.url}/v3/attestation?projectId=p&origin=http%3A%2F%2F127.0.0.1%3A1&id=abc&decryptedId=def`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    const posted = JSON.parse(JSON.parse(/postMessage\((".*"), '\*'\)/.exec(html)![1]!))
    expect(posted.type).toBe('verify_attestation')
    const [, payload] = posted.attestation.split('.')
    expect(decode(payload)).toMatchObject({ id: 'abc', origin: 'http://127.0.0.1:1', isVerified: false })
  })
})
