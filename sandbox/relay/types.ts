import type { WebSocket } from 'ws'

export type RelayOptions = {
  /** 0 (the default) picks a free port. */
  port?: number
  /** Loopback by default: the sandbox never listens on other interfaces. */
  host?: string
  /** Clock for TTL checks; tests pass a fake one to expire messages without waiting. */
  now?: () => number
  /** Server ping interval. The Node client kills its socket 35 s after the last frame. */
  pingIntervalMs?: number
}

/** One JSON-RPC call the relay received, kept so tests can check what the clients sent. */
export type RelayCall = {
  method: string
  clientId: string
  at: number
  params: unknown
}

export type Relay = {
  /** ws://host:port, the value both the dapp and the wallet need as relayUrl. */
  readonly url: string
  readonly port: number
  /** Every call received, in order. */
  readonly calls: readonly RelayCall[]
  /** Method names received, in order (a view of `calls`). */
  methods(): string[]
  /** Open client sockets. */
  connectionCount(): number
  /** Messages currently stored for a topic (not expired). */
  storedMessages(topic: string): readonly StoredMessage[]
  /** Simulates an outage: every socket dies as if the network dropped (1006 on the client). */
  dropAllSockets(): void
  /** A longer outage: while down, every socket is dropped and new handshakes fail (503). */
  setOutage(down: boolean): void
  close(): Promise<void>
}

export type StoredMessage = {
  topic: string
  message: string
  tag: number
  publishedAt: number
  expiresAt: number
  /** Client id (JWT iss) of the publisher; never delivered back to it. */
  publisherId: string
  /** Client ids that acknowledged the delivery, so replays skip them. */
  ackedBy: Set<string>
}

/** One open socket. A client keeps its id (from its auth JWT) across reconnects. */
export type RelayConnection = {
  socket: WebSocket
  clientId: string
  /** topic -> subscription id given to this socket. */
  topics: Map<string, string>
}
