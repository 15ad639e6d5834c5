import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { connectRawClient, type RawClient } from './testing/connectRawClient'
import { startRelay } from './startRelay'
import type { Relay } from './types'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const TOPIC = 'a'.repeat(64)

describe('startRelay', () => {
  let relay: Relay
  let clock = 1_700_000_000_000
  const clients: RawClient[] = []
  const connect = async (opts?: Parameters<typeof connectRawClient>[1]) => {
    const client = await connectRawClient(relay.url, opts)
    clients.push(client)
    return client
  }

  beforeEach(async () => {
    clock = 1_700_000_000_000
    relay = await startRelay({ now: () => clock })
  })
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close()
    await relay.close()
  })

  it('SBX-33 serves websocket JSON-RPC on loopback and echoes request ids verbatim', async () => {
    expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    const client = await connect()
    // A bare 19-digit id does not fit a double; it must come back digit for digit.
    const big = await client.requestRaw(`{"id":1737000000000123456,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${TOPIC}"}}`)
    expect(big).toMatch(/^\{"id":1737000000000123456,"jsonrpc":"2.0","result":"[0-9a-f]{64}"\}$/)
    const str = await client.requestRaw(`{"id":"1737000000000654321","jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${TOPIC}","message":"m","ttl":300,"tag":1108}}`)
    expect(str).toBe('{"id":"1737000000000654321","jsonrpc":"2.0","result":true}')
    expect(relay.methods()).toEqual(['irn_subscribe', 'irn_publish'])
  })

  it('SBX-33 delivers a publish to subscribers by irn_subscription, never back to the publisher', async () => {
    const a = await connect()
    const b = await connect()
    await a.request('irn_subscribe', { topic: TOPIC })
    await b.request('irn_subscribe', { topic: TOPIC })
    expect(await a.request('irn_publish', { topic: TOPIC, message: 'hello', ttl: 300, tag: 1108, prompt: true })).toMatchObject({ result: true })
    const [delivery] = await b.waitForDeliveries(1)
    expect(delivery.params.data).toEqual({ topic: TOPIC, message: 'hello', publishedAt: clock, tag: 1108, attestation: '' })
    expect(delivery.id).toBeLessThan(2 ** 53)
    await sleep(50)
    expect(a.deliveries).toEqual([])
  })

  it('SBX-33 replays stored messages to a later subscriber, once, and not to the publisher on a new socket', async () => {
    const publisher = await connect({ iss: 'did:key:publisher' })
    await publisher.request('irn_publish', { topic: TOPIC, message: 'early', ttl: 300, tag: 1 })
    const late = await connect({ iss: 'did:key:late' })
    await late.request('irn_subscribe', { topic: TOPIC })
    expect((await late.waitForDeliveries(1)).map((d) => d.params.data.message)).toEqual(['early'])

    // Acknowledged messages are not sent again when the same client subscribes again.
    const lateAgain = await connect({ iss: 'did:key:late' })
    await lateAgain.request('irn_batchSubscribe', { topics: [TOPIC] })
    const publisherAgain = await connect({ iss: 'did:key:publisher' })
    await publisherAgain.request('irn_subscribe', { topic: TOPIC })
    await sleep(50)
    expect(lateAgain.deliveries).toEqual([])
    expect(publisherAgain.deliveries).toEqual([])
  })

  it('SBX-33 replays an unacknowledged delivery after the socket drops', async () => {
    const wallet = await connect({ iss: 'did:key:wallet', autoAck: false })
    await wallet.request('irn_subscribe', { topic: TOPIC })
    const dapp = await connect()
    await dapp.request('irn_publish', { topic: TOPIC, message: 'request', ttl: 900, tag: 1108 })
    await wallet.waitForDeliveries(1)
    relay.dropAllSockets()
    expect(await wallet.closed).toBe(1006)
    const back = await connect({ iss: 'did:key:wallet' })
    expect(await back.request('irn_batchSubscribe', { topics: [TOPIC] })).toMatchObject({ result: [expect.any(String)] })
    expect((await back.waitForDeliveries(1)).map((d) => d.params.data.message)).toEqual(['request'])
  })

  it('SBX-33 drops messages after their TTL and ignores duplicate publishes', async () => {
    const a = await connect()
    await a.request('irn_publish', { topic: TOPIC, message: 'short', ttl: 10, tag: 1 })
    await a.request('irn_publish', { topic: TOPIC, message: 'long', ttl: 300, tag: 1 })
    await a.request('irn_publish', { topic: TOPIC, message: 'long', ttl: 300, tag: 1 })
    clock += 11_000
    expect(relay.storedMessages(TOPIC).map((m) => m.message)).toEqual(['long'])
    const b = await connect()
    await b.request('irn_subscribe', { topic: TOPIC })
    await sleep(50)
    expect(b.deliveries.map((d) => d.params.data.message)).toEqual(['long'])
  })

  it('SBX-33 stops delivering after irn_unsubscribe and irn_batchUnsubscribe', async () => {
    const a = await connect()
    const b = await connect()
    await b.request('irn_batchSubscribe', { topics: [TOPIC, 'b'.repeat(64)] })
    await b.request('irn_unsubscribe', { topic: TOPIC, id: 'x' })
    await b.request('irn_batchUnsubscribe', { subscriptions: [{ topic: 'b'.repeat(64), id: 'y' }] })
    await a.request('irn_batchPublish', { messages: [{ topic: TOPIC, message: '1', ttl: 300, tag: 1 }, { topic: 'b'.repeat(64), message: '2', ttl: 300, tag: 1 }] })
    await sleep(50)
    expect(b.deliveries).toEqual([])
  })

  it('SBX-33 answers irn_batchFetchMessages with the stored messages', async () => {
    const a = await connect()
    await a.request('irn_publish', { topic: TOPIC, message: 'stored', ttl: 300, tag: 1108 })
    const b = await connect()
    const fetched = await b.request('irn_batchFetchMessages', { topics: [TOPIC] })
    expect(fetched.result).toEqual({
      messages: [{ topic: TOPIC, message: 'stored', publishedAt: clock, tag: 1108, attestation: '' }],
      hasMore: false,
    })
  })

  it('SBX-33 splits wc_proposeSession and wc_approveSession and subscribes their senders', async () => {
    const pairing = 'c'.repeat(64)
    const session = 'd'.repeat(64)
    const dapp = await connect()
    const wallet = await connect()
    expect(await dapp.request('wc_proposeSession', { pairingTopic: pairing, sessionProposal: 'proposal', ttl: 300, correlationId: 1 })).toMatchObject({ result: true })
    await wallet.request('irn_subscribe', { topic: pairing })
    expect((await wallet.waitForDeliveries(1))[0].params.data.message).toBe('proposal')

    await wallet.request('wc_approveSession', {
      sessionTopic: session,
      pairingTopic: pairing,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    // The dapp got the answer without ever calling irn_subscribe on the pairing topic.
    expect((await dapp.waitForDeliveries(1))[0].params.data).toMatchObject({ topic: pairing, message: 'response' })
    await dapp.request('irn_subscribe', { topic: session })
    expect((await dapp.waitForDeliveries(2))[1].params.data).toMatchObject({ topic: session, message: 'settle' })
    // The wallet was subscribed to the session topic by its approve call.
    await dapp.request('irn_publish', { topic: session, message: 'ack', ttl: 300, tag: 1103 })
    expect((await wallet.waitForDeliveries(2))[1].params.data).toMatchObject({ topic: session, message: 'ack' })
  })

  it('SBX-33 never answers publish-type calls with errors', async () => {
    const a = await connect()
    expect(await a.request('wc_somethingNew', {})).toMatchObject({ result: true })
    expect(await a.request('irn_publish', null)).toMatchObject({ result: true })
    expect(await a.request('irn_nope', {})).toMatchObject({ error: { code: -32601 } })
  })

  it('SBX-33 drops all sockets with an abnormal close, not the fatal 3000', async () => {
    const a = await connect()
    relay.dropAllSockets()
    expect(await a.closed).toBe(1006)
    const again = await connect()
    expect(await again.request('irn_subscribe', { topic: TOPIC })).toMatchObject({ result: expect.any(String) })
  })

  it('SBX-33 pings every socket so the Node client keeps it open', async () => {
    const fast = await startRelay({ pingIntervalMs: 50 })
    try {
      const client = await connectRawClient(fast.url)
      await new Promise<void>((resolve) => client.socket.once('ping', () => resolve()))
      client.close()
    } finally {
      await fast.close()
    }
  })
})
