import { createHash } from 'node:crypto'
import type { RelayConnection } from './types'

export type Subscriptions = {
  /** Subscribes a socket to a topic; subscribing twice keeps the first id. */
  add(connection: RelayConnection, topic: string): string
  remove(connection: RelayConnection, topic: string): void
  /** Forgets a closed socket. */
  removeConnection(connection: RelayConnection): void
  subscribersOf(topic: string): RelayConnection[]
}

export function createSubscriptions(): Subscriptions {
  const byTopic = new Map<string, Set<RelayConnection>>()

  return {
    add(connection, topic) {
      const existing = connection.topics.get(topic)
      if (existing) return existing
      // Any truthy string works for the client, which derives its own id; a hash keeps it stable.
      const id = createHash('sha256').update(`${topic}:${connection.clientId}`).digest('hex')
      connection.topics.set(topic, id)
      let set = byTopic.get(topic)
      if (!set) byTopic.set(topic, (set = new Set()))
      set.add(connection)
      return id
    },
    remove(connection, topic) {
      connection.topics.delete(topic)
      const set = byTopic.get(topic)
      set?.delete(connection)
      if (set?.size === 0) byTopic.delete(topic)
    },
    removeConnection(connection) {
      for (const topic of [...connection.topics.keys()]) this.remove(connection, topic)
    },
    subscribersOf(topic) {
      return [...(byTopic.get(topic) ?? [])]
    },
  }
}
