import type { RelayConnection, StoredMessage } from './types'

export type Delivery = {
  /** Sends a stored message to a socket unless it is the publisher's or already delivered. */
  deliver(connection: RelayConnection, message: StoredMessage): void
  /** Handles the client's `{ id, result: true }` for an `irn_subscription`. */
  acknowledge(id: string | number | null): void
  forgetConnection(connection: RelayConnection): void
}

export function createDelivery(): Delivery {
  // Relay-originated ids stay far below 2^53: the client turns larger ones into BigInt and
  // answers with the string "<digits>n", which would no longer match.
  let nextId = 1
  const awaitingAck = new Map<number, { connection: RelayConnection; message: StoredMessage }>()
  const inFlight = new WeakMap<RelayConnection, Set<StoredMessage>>()

  return {
    deliver(connection, message) {
      if (connection.clientId === message.publisherId) return
      if (message.ackedBy.has(connection.clientId)) return
      const sent = inFlight.get(connection) ?? new Set<StoredMessage>()
      if (sent.has(message)) return
      const subscriptionId = connection.topics.get(message.topic)
      if (!subscriptionId || connection.socket.readyState !== connection.socket.OPEN) return
      sent.add(message)
      inFlight.set(connection, sent)
      const id = nextId++
      awaitingAck.set(id, { connection, message })
      connection.socket.send(
        JSON.stringify({
          id,
          jsonrpc: '2.0',
          method: 'irn_subscription',
          params: {
            id: subscriptionId,
            data: {
              topic: message.topic,
              message: message.message,
              publishedAt: message.publishedAt,
              tag: message.tag,
              // An empty attestation makes the wallet skip its verify-server lookup, which
              // would otherwise leave the machine (and hang 5 s on a silent resolver).
              attestation: '',
            },
          },
        }),
      )
    },
    acknowledge(id) {
      const key = typeof id === 'string' ? Number(id) : id
      if (typeof key !== 'number') return
      const pending = awaitingAck.get(key)
      if (!pending) return
      awaitingAck.delete(key)
      pending.message.ackedBy.add(pending.connection.clientId)
    },
    forgetConnection(connection) {
      // Unacknowledged messages become replayable for the client's next socket.
      inFlight.delete(connection)
      for (const [id, pending] of awaitingAck) {
        if (pending.connection === connection) awaitingAck.delete(id)
      }
    },
  }
}
