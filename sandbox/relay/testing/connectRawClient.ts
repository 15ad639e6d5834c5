import WebSocket from 'ws'

export type RawDelivery = {
  id: number
  params: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number; attestation: string } }
}

/** A bare JSON-RPC websocket client for relay tests: no WalletConnect code involved. */
export type RawClient = {
  socket: WebSocket
  /** Sends a request and resolves with the raw reply text (to check ids verbatim). */
  requestRaw(text: string): Promise<string>
  request(method: string, params: unknown): Promise<{ result?: unknown; error?: { code: number; message: string } }>
  /** Deliveries received so far (acknowledged automatically unless `autoAck` is false). */
  deliveries: RawDelivery[]
  /** Resolves when `count` deliveries have arrived. */
  waitForDeliveries(count: number, timeoutMs?: number): Promise<RawDelivery[]>
  closed: Promise<number>
  close(): void
}

let nextId = 1

/** `iss` becomes the relay's client id, like the JWT the real client sends. */
export async function connectRawClient(url: string, opts: { iss?: string; autoAck?: boolean } = {}): Promise<RawClient> {
  const claims = Buffer.from(JSON.stringify({ iss: opts.iss ?? `did:key:test-${nextId++}` })).toString('base64url')
  const socket = new WebSocket(`${url}/some/path?auth=e30.${claims}.sig&projectId=sandbox`)
  const replies = new Map<string, (text: string) => void>()
  const deliveries: RawDelivery[] = []
  const waiters = new Set<() => void>()
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))

  socket.on('message', (data) => {
    const text = data.toString()
    const frame = JSON.parse(text) as { id: number; method?: string } & RawDelivery
    if (frame.method === 'irn_subscription') {
      deliveries.push(frame)
      if (opts.autoAck !== false) socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      for (const wake of waiters) wake()
      return
    }
    // Match on the raw id text so big ids are compared digit by digit.
    const rawId = /^\{"id":("[^"]*"|-?\d+)/.exec(text)?.[1]
    if (rawId) replies.get(rawId)?.(text)
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })

  const requestRaw = (text: string) =>
    new Promise<string>((resolve) => {
      const rawId = /"id":("[^"]*"|-?\d+)/.exec(text)?.[1] ?? 'null'
      replies.set(rawId, resolve)
      socket.send(text)
    })

  return {
    socket,
    requestRaw,
    async request(method, params) {
      const id = `${Date.now()}${String(nextId++).padStart(6, '0')}`
      return JSON.parse(await requestRaw(JSON.stringify({ id, jsonrpc: '2.0', method, params })))
    },
    deliveries,
    waitForDeliveries(count, timeoutMs = 2000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (deliveries.length < count) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve(deliveries)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`expected ${count} deliveries, got ${deliveries.length}`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    closed,
    close: () => socket.close(),
  }
}
