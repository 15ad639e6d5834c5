import ganache from 'ganache'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { createPublicClient, http, webSocket } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRpcProxy } from './startRpcProxy'

describe('startRpcProxy', () => {
  // A bare chain: the proxy only needs something that speaks JSON-RPC over HTTP and websocket.
  const chain = ganache.server({ logging: { quiet: true }, chain: { chainId: 137 }, wallet: { totalAccounts: 1 } })
  let target: string

  beforeAll(async () => {
    await chain.listen(0, '127.0.0.1')
    target = `http://127.0.0.1:${(chain.address() as AddressInfo).port}`
  }, 60_000)
  afterAll(() => chain.close())

  it('SBX-30 forwards JSON-RPC over HTTP and websocket, and frees its port at once on close', async () => {
    const proxy = await startRpcProxy({ host: '127.0.0.1', port: 0, target })
    expect(proxy.url).toBe(`http://127.0.0.1:${proxy.port}`)
    // Keep-alive HTTP and an open websocket are what used to hold ganache's port for 60 s.
    expect(await createPublicClient({ transport: http(proxy.url) }).getChainId()).toBe(137)
    const ws = createPublicClient({ transport: webSocket(proxy.url.replace('http', 'ws')) })
    expect(await ws.getChainId()).toBe(137)

    await proxy.close()
    const rebound = createServer()
    await new Promise<void>((resolve, reject) => {
      rebound.once('error', reject)
      rebound.listen(proxy.port, '127.0.0.1', resolve)
    })
    await new Promise((resolve) => rebound.close(resolve))
    await (await ws.transport.getRpcClient()).close()
  })

  it('SBX-30 answers a JSON-RPC error when the devnet is gone', async () => {
    const proxy = await startRpcProxy({ host: '127.0.0.1', port: 0, target: 'http://127.0.0.1:9' })
    try {
      const response = await fetch(proxy.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
      })
      expect(response.status).toBe(502)
      expect(await response.json()).toMatchObject({ error: { code: -32603, message: expect.stringMatching(/^Devnet unreachable: /) } })
    } finally {
      await proxy.close()
    }
  })
})
