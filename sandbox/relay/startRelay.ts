import type { AddressInfo } from 'node:net'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import { clientIdFromUrl } from './clientIdFromUrl'
import { createDelivery } from './createDelivery'
import { createHandlers } from './createHandlers'
import { createMessageStore } from './createMessageStore'
import { createSubscriptions } from './createSubscriptions'
import { formatError, formatResult, parseFrame } from './parseFrame'
import type { Relay, RelayCall, RelayConnection, RelayOptions } from './types'

// Long-running sandboxes must not grow without bound; tests look at far fewer calls.
const MAX_LOGGED_CALLS = 10_000

/**
 * Starts a local WalletConnect relay speaking the JSON-RPC that @walletconnect/core 2.25 uses.
 * Any path, query and auth token are accepted.
 */
export async function startRelay(opts: RelayOptions = {}): Promise<Relay> {
  const host = opts.host ?? '127.0.0.1'
  const now = opts.now ?? Date.now
  const store = createMessageStore(now)
  const subscriptions = createSubscriptions()
  const delivery = createDelivery()
  const connections = new Set<RelayConnection>()
  const calls: RelayCall[] = []
  let deferred: Array<() => void> = []

  const handlers = createHandlers({
    store,
    subscriptions,
    delivery,
    afterReply: (_connection, task) => deferred.push(task),
  })

  let outage = false
  // During an outage the handshake itself fails (503), as with a relay that is down.
  const server = new WebSocketServer({
    host,
    port: opts.port ?? 0,
    verifyClient: (_info, done: (ok: boolean, code?: number) => void) => done(!outage, 503),
  })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const port = (server.address() as AddressInfo).port

  const onFrame = (connection: RelayConnection, data: RawData) => {
    const frame = parseFrame(data.toString())
    if (frame.kind === 'response') return delivery.acknowledge(frame.id)
    if (frame.kind === 'invalid') return connection.socket.send(formatError('null', -32700, 'Parse error'))
    calls.push({ method: frame.method, clientId: connection.clientId, at: now(), params: frame.params })
    if (calls.length > MAX_LOGGED_CALLS) calls.shift()

    const handler = handlers[frame.method]
    // An error answer to a publish-type call makes the client retry on its heartbeat, and the
    // retry's rejection is unhandled and crashes Node; so those always get `true`.
    const publishType = frame.method.startsWith('wc_') || /publish/i.test(frame.method)
    let reply: string
    try {
      const params = frame.params && typeof frame.params === 'object' ? (frame.params as Record<string, unknown>) : {}
      if (handler) reply = formatResult(frame.rawId, handler(params, connection))
      else if (publishType) reply = formatResult(frame.rawId, true)
      else reply = formatError(frame.rawId, -32601, `Method not found: ${frame.method}`)
    } catch (error) {
      reply = publishType
        ? formatResult(frame.rawId, true)
        : formatError(frame.rawId, -32603, error instanceof Error ? error.message : String(error))
    }
    const tasks = deferred
    deferred = []
    if (connection.socket.readyState !== connection.socket.OPEN) return
    connection.socket.send(reply)
    for (const task of tasks) task()
  }

  server.on('connection', (socket: WebSocket, request) => {
    const connection: RelayConnection = { socket, clientId: clientIdFromUrl(request.url), topics: new Map() }
    connections.add(connection)
    socket.on('message', (data) => onFrame(connection, data))
    socket.on('error', () => socket.terminate())
    socket.on('close', () => {
      connections.delete(connection)
      subscriptions.removeConnection(connection)
      delivery.forgetConnection(connection)
    })
  })

  // The Node client terminates its socket 35 s after the last frame it received.
  const pinger = setInterval(() => {
    store.prune()
    for (const { socket } of connections) if (socket.readyState === socket.OPEN) socket.ping()
  }, opts.pingIntervalMs ?? 15_000)
  pinger.unref()

  return {
    url: `ws://${host}:${port}`,
    port,
    calls,
    methods: () => calls.map((c) => c.method),
    connectionCount: () => connections.size,
    storedMessages: (topic) => store.forTopic(topic),
    dropAllSockets() {
      // terminate() drops the TCP socket without a close frame, so clients see 1006 and
      // reconnect. A close frame with code 3000 would stop them reconnecting for good.
      for (const { socket } of connections) socket.terminate()
    },
    setOutage(down) {
      outage = down
      if (down) for (const { socket } of connections) socket.terminate()
    },
    async close() {
      clearInterval(pinger)
      for (const { socket } of connections) socket.terminate()
      store.clear()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
