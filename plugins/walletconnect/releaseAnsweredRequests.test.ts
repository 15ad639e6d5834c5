import { JsonRpcProvider } from '@walletconnect/jsonrpc-provider'
import { EventEmitter } from 'events'
import { describe, expect, it } from 'vitest'
import { releaseAnsweredRequests } from './releaseAnsweredRequests'
import type { UniversalProviderLike } from './types'

// Stands in for the relay socket (the integration test runs the real one): answers each request,
// except those whose method says not to.
class AnsweringConnection extends EventEmitter {
  connected = true
  async open() {}
  async close() {}
  async send(request: { id: number; method: string }) {
    if (request.method !== 'never_answered') queueMicrotask(() => this.emit('payload', { id: request.id, jsonrpc: '2.0', result: true }))
  }
}

const waiting = (provider: JsonRpcProvider) => provider.events.eventNames().filter((name) => typeof name === 'string' && /^\d+$/.test(name))

describe('releaseAnsweredRequests (the relay provider keeps no answered request)', () => {
  it('drops each answered id, keeps the unanswered one, and follows the provider a reconnect makes', async () => {
    const relayer = Object.assign(new EventEmitter(), { provider: new JsonRpcProvider(new AnsweringConnection() as never), transportClose: async () => {} })
    const universal = { client: { core: { relayer } } } as unknown as UniversalProviderLike
    const stop = releaseAnsweredRequests(universal)
    const first = relayer.provider
    for (let i = 0; i < 5; i++) expect(await first.request({ method: 'irn_publish', params: { message: 'x'.repeat(100) } })).toBe(true)
    void first.request({ method: 'never_answered' })
    await Promise.resolve()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(waiting(first)).toHaveLength(1)

    // A reconnect builds a new provider, then says so.
    relayer.provider = new JsonRpcProvider(new AnsweringConnection() as never)
    relayer.emit('relayer_connect')
    await relayer.provider.request({ method: 'irn_subscribe', params: {} })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(waiting(relayer.provider)).toEqual([])

    stop()
    expect(relayer.listenerCount('relayer_connect')).toBe(0)
  })
})
