// Test helper: free loopback ports, each with its next port free too when asked (Solana uses
// two). All are held open until every one is found, so none is handed out twice. They are drawn
// below the kernel's ephemeral range: a port the kernel handed out (port 0) is released before
// the launcher binds it, and in that gap any socket of a parallel test could get it again (CI).
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'

const FIRST_PORT = 10_000

/** The lowest port the kernel hands out by itself (Linux: ip_local_port_range). */
function ephemeralLow(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0])
    return low > FIRST_PORT + 1000 ? low : 32_768
  } catch {
    return 32_768
  }
}

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })

export async function findFreePorts(specs: ReadonlyArray<{ pair?: boolean }>): Promise<number[]> {
  const held: Server[] = []
  const ports: number[] = []
  // The pair's second port stays below the range too.
  const span = ephemeralLow() - FIRST_PORT - 1
  try {
    for (const spec of specs) {
      for (let attempt = 0; ; attempt++) {
        if (attempt > 50) throw new Error(spec.pair ? 'No free pair of adjacent ports' : 'No free port')
        const port = FIRST_PORT + Math.floor(Math.random() * span)
        const first = await listen(port).catch(() => undefined)
        if (!first) continue
        held.push(first)
        if (!spec.pair) {
          ports.push(port)
          break
        }
        const second = await listen(port + 1).catch(() => undefined)
        if (second) {
          held.push(second)
          ports.push(port)
          break
        }
      }
    }
    return ports
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))))
  }
}
