import type { StoredMessage } from './types'

export type PublishInput = {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
  publisherId: string
}

export type MessageStore = {
  /** Stores a message; returns undefined when the same (topic, message) is already stored. */
  add(input: PublishInput): StoredMessage | undefined
  /** Live messages of a topic, oldest first. */
  forTopic(topic: string): StoredMessage[]
  /** Drops expired messages. */
  prune(): void
  clear(): void
}

// The relay keeps messages for their TTL so a peer that subscribes later still gets them:
// the proposal and the settle request are published before the other side subscribes.
const DEFAULT_TTL_SECONDS = 300

export function createMessageStore(now: () => number): MessageStore {
  const byTopic = new Map<string, StoredMessage[]>()

  const live = (topic: string): StoredMessage[] => {
    const list = byTopic.get(topic)
    if (!list) return []
    const t = now()
    const kept = list.filter((m) => m.expiresAt > t)
    if (kept.length === 0) byTopic.delete(topic)
    else if (kept.length !== list.length) byTopic.set(topic, kept)
    return kept
  }

  return {
    add({ topic, message, ttlSeconds, tag, publisherId }) {
      const list = live(topic)
      // Clients retry publishes on their heartbeat; a retry must not become a second message.
      if (list.some((m) => m.message === message)) return undefined
      const publishedAt = now()
      const ttl = Number.isFinite(ttlSeconds) && ttlSeconds > 0 ? ttlSeconds : DEFAULT_TTL_SECONDS
      const stored: StoredMessage = {
        topic,
        message,
        tag,
        publishedAt,
        expiresAt: publishedAt + ttl * 1000,
        publisherId,
        ackedBy: new Set(),
      }
      byTopic.set(topic, [...list, stored])
      return stored
    },
    forTopic: live,
    prune() {
      for (const topic of [...byTopic.keys()]) live(topic)
    },
    clear() {
      byTopic.clear()
    },
  }
}
