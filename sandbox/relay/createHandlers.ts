import type { Delivery } from './createDelivery'
import type { MessageStore } from './createMessageStore'
import type { Subscriptions } from './createSubscriptions'
import type { RelayConnection } from './types'

export type RelayHandler = (params: Record<string, unknown>, connection: RelayConnection) => unknown

export type RelayHandlerContext = {
  store: MessageStore
  subscriptions: Subscriptions
  delivery: Delivery
  /** Deliveries that must wait until the caller has its result (see `subscribe`). */
  afterReply(connection: RelayConnection, task: () => void): void
}

// Tags of the sign protocol's proposal, its response and the settle request. The relay-level
// wc_* methods do not carry them; clients ignore the tag, it only helps reading logs.
const TAG_PROPOSE = 1100
const TAG_PROPOSE_RESPONSE = 1101
const TAG_SETTLE = 1102

export function createHandlers(ctx: RelayHandlerContext): Record<string, RelayHandler> {
  const { store, subscriptions, delivery } = ctx

  const publish = (connection: RelayConnection, topic: unknown, message: unknown, ttl: unknown, tag: unknown) => {
    if (typeof topic !== 'string' || typeof message !== 'string' || message.length === 0) return
    const stored = store.add({
      topic,
      message,
      ttlSeconds: Number(ttl),
      tag: Number(tag) || 0,
      publisherId: connection.clientId,
    })
    if (!stored) return
    for (const subscriber of subscriptions.subscribersOf(topic)) delivery.deliver(subscriber, stored)
  }

  const subscribe = (connection: RelayConnection, topic: string): string => {
    const id = subscriptions.add(connection, topic)
    // Replay only after the reply: the client treats a delivery for a topic it has not
    // registered yet as unknown and drops it, after acknowledging it.
    ctx.afterReply(connection, () => {
      for (const message of store.forTopic(topic)) delivery.deliver(connection, message)
    })
    return id
  }

  const topicsOf = (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : []

  return {
    irn_subscribe: ({ topic }, connection) => (typeof topic === 'string' ? subscribe(connection, topic) : ''),

    // Sent once per reconnect with every topic the client knows.
    irn_batchSubscribe: ({ topics }, connection) => topicsOf(topics).map((t) => subscribe(connection, t)),

    irn_unsubscribe: ({ topic }, connection) => {
      if (typeof topic === 'string') subscriptions.remove(connection, topic)
      return true
    },

    irn_batchUnsubscribe: ({ subscriptions: list }, connection) => {
      for (const entry of Array.isArray(list) ? list : []) {
        const topic: unknown = entry?.topic
        if (typeof topic === 'string') subscriptions.remove(connection, topic)
      }
      return true
    },

    irn_publish: ({ topic, message, ttl, tag }, connection) => {
      publish(connection, topic, message, ttl, tag)
      return true
    },

    irn_batchPublish: ({ messages }, connection) => {
      for (const m of Array.isArray(messages) ? messages : []) {
        publish(connection, m?.topic, m?.message, m?.ttl, m?.tag)
      }
      return true
    },

    irn_batchFetchMessages: ({ topics }, connection) => {
      const wanted = new Set(topicsOf(topics))
      const messages = [...wanted]
        .flatMap((topic) => store.forTopic(topic))
        .filter((m) => m.publisherId !== connection.clientId && !m.ackedBy.has(connection.clientId))
      // A fetch is a delivery with the reply as its ack.
      for (const m of messages) m.ackedBy.add(connection.clientId)
      return {
        messages: messages.map((m) => ({
          topic: m.topic,
          message: m.message,
          publishedAt: m.publishedAt,
          tag: m.tag,
          attestation: '',
        })),
        hasMore: false,
      }
    },

    // The dapp publishes its proposal without subscribing to the pairing topic first; the
    // relay subscribes it, or the wallet's answer would have nowhere to go and connect hangs.
    wc_proposeSession: ({ pairingTopic, sessionProposal, ttl }, connection) => {
      if (typeof pairingTopic !== 'string') return true
      subscribe(connection, pairingTopic)
      publish(connection, pairingTopic, sessionProposal, ttl, TAG_PROPOSE)
      return true
    },

    // Likewise the wallet is subscribed to the new session topic; the two payload parts go to
    // the pairing topic (the answer) and to the session topic (the settle request).
    wc_approveSession: (
      { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest, ttl },
      connection,
    ) => {
      if (typeof sessionTopic === 'string') subscribe(connection, sessionTopic)
      publish(connection, pairingTopic, sessionProposalResponse, ttl, TAG_PROPOSE_RESPONSE)
      publish(connection, sessionTopic, sessionSettlementRequest, ttl, TAG_SETTLE)
      return true
    },
  }
}
