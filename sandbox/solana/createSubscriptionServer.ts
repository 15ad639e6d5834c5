// The websocket side of the RPC. web3.js confirms transactions through signatureSubscribe (and
// only polls getSignatureStatuses once that subscription is acknowledged), so without it
// sendAndConfirmTransaction never resolves. Slot and account subscriptions come along cheaply.
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { encodeAccount, parseAccountEncoding, type AccountEncoding } from './encodeAccount'
import { errorResponse, handleOne, type JsonRpcId } from './handleJsonRpc'
import { InvalidParamsError, PARSE_ERROR, SolanaRpcError } from './rpcErrors'
import { SOLANA_CORE_VERSION, type RpcContext } from './rpcMethods'

type Subscription =
  | { kind: 'signature'; socket: WebSocket; signature: string }
  | { kind: 'slot'; socket: WebSocket }
  | { kind: 'account'; socket: WebSocket; address: string; encoding: AccountEncoding; last: string }

export interface SubscriptionServer {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void
  close(): void
}

export function createSubscriptionServer(ctx: RpcContext): SubscriptionServer {
  const wss = new WebSocketServer({ noServer: true })
  const subscriptions = new Map<number, Subscription>()
  let nextId = 1
  const { ledger } = ctx

  const notify = (socket: WebSocket, method: string, subscription: number, result: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription } }))
  }
  const context = () => ({ apiVersion: SOLANA_CORE_VERSION, slot: ledger.slot() })
  const accountJson = (address: string, encoding: AccountEncoding) => {
    const account = ledger.getAccount(address)
    // A closed account is reported as an empty system account, as validators do.
    return encodeAccount(account ?? { lamports: 0n, owner: '11111111111111111111111111111111', data: new Uint8Array(0), executable: false }, encoding, ledger.getAccount)
  }

  // Signature subscriptions are one-shot: the validator drops them after the notification.
  const notifySignature = (id: number, sub: Extract<Subscription, { kind: 'signature' }>) => {
    const status = ledger.getSignatureStatus(sub.signature)
    if (!status) return
    subscriptions.delete(id)
    notify(sub.socket, 'signatureNotification', id, { context: context(), value: { err: status.err } })
  }

  const stopListening = ledger.onCommit(() => {
    const slot = ledger.slot()
    for (const [id, sub] of subscriptions) {
      if (sub.kind === 'signature') notifySignature(id, sub)
      else if (sub.kind === 'slot') notify(sub.socket, 'slotNotification', id, { parent: slot - 1, root: slot, slot })
      else {
        const value = accountJson(sub.address, sub.encoding)
        const serialized = JSON.stringify(value)
        if (serialized === sub.last) continue
        sub.last = serialized
        notify(sub.socket, 'accountNotification', id, { context: context(), value })
      }
    }
  })

  const subscribe = (socket: WebSocket, method: string, params: unknown[]): number | boolean | undefined => {
    const id = nextId++
    switch (method) {
      case 'signatureSubscribe': {
        if (typeof params[0] !== 'string') throw new InvalidParamsError('expected a signature')
        const sub = { kind: 'signature' as const, socket, signature: params[0] }
        subscriptions.set(id, sub)
        // Answer first, then notify, so the client knows the subscription id it is told about.
        setImmediate(() => notifySignature(id, sub))
        return id
      }
      case 'slotSubscribe':
        subscriptions.set(id, { kind: 'slot', socket })
        return id
      case 'accountSubscribe': {
        if (typeof params[0] !== 'string') throw new InvalidParamsError('expected an address')
        const config = (params[1] ?? {}) as Record<string, unknown>
        const encoding = parseAccountEncoding(config.encoding, 'base58')
        subscriptions.set(id, { kind: 'account', socket, address: params[0], encoding, last: JSON.stringify(accountJson(params[0], encoding)) })
        return id
      }
      case 'signatureUnsubscribe':
      case 'slotUnsubscribe':
      case 'accountUnsubscribe':
        // Unsubscribing a fired signature subscription is normal for web3.js, so always succeed.
        subscriptions.delete(Number(params[0]))
        return true
      default:
        return undefined
    }
  }

  wss.on('connection', (socket) => {
    socket.on('message', (raw) => {
      let request: Record<string, unknown>
      try {
        request = JSON.parse(String(raw)) as Record<string, unknown>
      } catch {
        socket.send(JSON.stringify(errorResponse(null, new SolanaRpcError(PARSE_ERROR, 'Parse error'))))
        return
      }
      const id = (request?.id ?? null) as JsonRpcId
      try {
        const method = String(request?.method)
        const params = Array.isArray(request?.params) ? request.params : []
        const result = subscribe(socket, method, params)
        // web3.js sends a `ping` notification as a keepalive; notifications get no answer.
        const response = result === undefined ? handleOne(request, ctx) : request.id === undefined ? null : { jsonrpc: '2.0', id, result }
        if (response) socket.send(JSON.stringify(response))
      } catch (error) {
        socket.send(JSON.stringify(errorResponse(id, error)))
      }
    })
    socket.on('close', () => {
      for (const [id, sub] of subscriptions) if (sub.socket === socket) subscriptions.delete(id)
    })
  })

  return {
    handleUpgrade(request, socket, head) {
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request))
    },
    close() {
      stopListening()
      for (const client of wss.clients) client.terminate()
      wss.close()
    },
  }
}
