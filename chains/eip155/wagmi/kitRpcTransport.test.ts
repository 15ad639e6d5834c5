import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kitRpcTransport } from './kitRpcTransport'

// Two JSON-RPC endpoints that answer eth_chainId with their own number, so a test sees which one a
// request reached.
const servers: Server[] = []
const urls: string[] = []
beforeAll(async () => {
  for (const chainId of [1, 137]) {
    const server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        const { id } = JSON.parse(body) as { id: number }
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ jsonrpc: '2.0', id, result: `0x${chainId.toString(16)}` }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    servers.push(server)
    urls.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  }
})
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))))

describe('kitRpcTransport', () => {
  it('sends each request to the URL the kit has at that moment: a client made before the kit resolved its networks follows it', async () => {
    let url: string | undefined = urls[0]
    const client = createPublicClient({ transport: kitRpcTransport(() => url) })
    expect(await client.getChainId()).toBe(1)
    url = urls[1]
    expect(await client.request({ method: 'eth_chainId' })).toBe('0x89')
  })

  it('fails the request, not the page, while there is no URL for the chain', async () => {
    const client = createPublicClient({ transport: kitRpcTransport(() => undefined) })
    await expect(client.request({ method: 'eth_chainId' })).rejects.toThrow('No RPC URL for chain unknown')
  })
})
