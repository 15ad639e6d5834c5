import dns from 'node:dns'
import net from 'node:net'

export type OutboundGuard = {
  /** Hosts something tried to reach (sockets and DNS lookups), loopback excluded. */
  readonly blocked: readonly string[]
  restore(): void
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost', '::ffff:127.0.0.1'])

/**
 * Test helper: refuses every TCP connection and DNS lookup that is not loopback and records
 * it, so a test can prove the WalletConnect clients stayed on this machine.
 */
export function blockOutboundConnections(): OutboundGuard {
  const blocked: string[] = []
  const originalConnect = net.Socket.prototype.connect
  const originalLookup = dns.lookup
  const originalPromisesLookup = dns.promises.lookup

  const refuse = (host: string) => {
    blocked.push(host)
    return Object.assign(new Error(`Outbound connection to ${host} blocked by the sandbox test`), { code: 'ECONNREFUSED' })
  }

  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    const [first, second] = args
    const options = (first && typeof first === 'object' ? first : {}) as { host?: string; path?: string }
    const host = options.path ? undefined : (options.host ?? (typeof second === 'string' ? second : 'localhost'))
    if (host !== undefined && !LOOPBACK.has(host)) {
      const error = refuse(host)
      process.nextTick(() => this.destroy(error))
      return this
    }
    return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args)
  } as typeof net.Socket.prototype.connect

  dns.lookup = function (hostname: string, ...rest: unknown[]) {
    if (!LOOPBACK.has(hostname)) {
      const callback = rest[rest.length - 1]
      const error = refuse(hostname)
      if (typeof callback === 'function') process.nextTick(() => callback(error))
      return
    }
    return (originalLookup as (...a: unknown[]) => void)(hostname, ...rest)
  } as typeof dns.lookup

  dns.promises.lookup = (async (hostname: string, ...rest: unknown[]) => {
    if (!LOOPBACK.has(hostname)) throw refuse(hostname)
    return (originalPromisesLookup as (...a: unknown[]) => Promise<unknown>)(hostname, ...rest)
  }) as typeof dns.promises.lookup

  return {
    blocked,
    restore() {
      net.Socket.prototype.connect = originalConnect
      dns.lookup = originalLookup
      dns.promises.lookup = originalPromisesLookup
    },
  }
}
