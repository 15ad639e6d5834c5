// A pass-through HTTP + websocket proxy in front of each EVM devnet.
//
// Why: ganache listens through uWebSockets without SO_REUSEADDR and closes client sockets
// itself on close(), so every connection a client kept alive (viem, a browser) leaves the
// port in TIME_WAIT and unusable for 60 s: `npm start` after Ctrl-C, or a second sandbox on
// the same ports, failed with EADDRINUSE. Node's listeners reuse the address, so the fixed
// ports sit here and ganache takes a fresh free port behind it on every start.
import { Agent, createServer, request, type IncomingMessage } from 'node:http'
import { connect, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'

export interface RpcProxy {
  /** `http://127.0.0.1:<port>`; the same port upgrades to the target's websocket. */
  url: string
  port: number
  close(): Promise<void>
}

export async function startRpcProxy({ host, port, target }: { host: string; port: number; target: string }): Promise<RpcProxy> {
  const upstream = new URL(target)
  const upstreamPort = Number(upstream.port)
  const agent = new Agent({ keepAlive: true })
  const tunnels = new Set<Duplex>()

  const server = createServer((req, res) => {
    const forward = request(
      { host: upstream.hostname, port: upstreamPort, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forward.on('error', (error) => {
      // A JSON-RPC shaped error, so clients report it instead of failing to parse.
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32603, message: `Devnet unreachable: ${error.message}` } }))
    })
    req.pipe(forward)
  })
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const tunnel: Socket = connect(upstreamPort, upstream.hostname, () => {
      tunnel.write(requestHead(req))
      if (head.length) tunnel.write(head)
      tunnel.pipe(socket)
      socket.pipe(tunnel)
    })
    for (const end of [socket, tunnel]) {
      tunnels.add(end)
      end.on('error', () => undefined)
      end.on('close', () => {
        tunnels.delete(end)
        socket.destroy()
        tunnel.destroy()
      })
    }
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const bound = (server.address() as AddressInfo).port
  return {
    url: `http://${host}:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
        for (const end of tunnels) end.destroy()
        agent.destroy()
      }),
  }
}

/** The upgrade request as it arrived, to replay to the target. */
function requestHead(req: IncomingMessage): string {
  const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`]
  for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`)
  return `${lines.join('\r\n')}\r\n\r\n`
}
