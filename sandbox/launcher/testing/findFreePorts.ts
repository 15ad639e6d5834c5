// Test helper: free loopback ports, each with its next port free too when asked (Solana uses
// two). All are held open until every one is found, so none is handed out twice.
import { createServer, type Server } from 'node:net'
import type { AddressInfo } from 'node:net'

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })

export async function findFreePorts(specs: ReadonlyArray<{ pair?: boolean }>): Promise<number[]> {
  const held: Server[] = []
  const ports: number[] = []
  try {
    for (const spec of specs) {
      for (let attempt = 0; ; attempt++) {
        const first = await listen(0)
        const port = (first.address() as AddressInfo).port
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
        if (attempt > 20) throw new Error('No free pair of adjacent ports')
      }
    }
    return ports
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))))
  }
}
