import { createServer, type Server } from 'node:http'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'
import { DIST_DIR } from './paths'

/** What the pages read from /bench-config.js: the sandbox's URLs. */
export interface BenchPageConfig {
  projectId: string
  metadata: { name: string; description: string; url: string; icons: string[] }
  rpc: { 1: string; 137: string }
  endpoints: Record<string, string>
}

export interface BenchServer {
  origin: string
  close(): Promise<void>
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/**
 * Serves every built subject at /<name>/ from sandbox/bench/dist, plus /bench-config.js (the
 * sandbox URLs, and the test wallets' config) and /wallets.js (the browser test wallets), on
 * 127.0.0.1 only.
 */
export async function serveBench(config: BenchPageConfig, walletsJs: string): Promise<BenchServer> {
  const configJs =
    `window.__BENCH__ = ${JSON.stringify(config)};\n` +
    `window.__AIRLOCK_SANDBOX__ = ${JSON.stringify({ rpcUrls: config.rpc, chainId: 1 })};\n`
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    const send = (status: number, type: string, body: string | Buffer) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
      res.end(body)
    }
    if (path === '/bench-config.js') return send(200, TYPES['.js']!, configJs)
    if (path === '/wallets.js') return send(200, TYPES['.js']!, walletsJs)
    let file = normalize(join(DIST_DIR, path))
    if (!file.startsWith(DIST_DIR)) return send(403, 'text/plain', 'forbidden')
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
    if (!existsSync(file)) return send(404, 'text/plain', 'not found')
    send(200, TYPES[extname(file)] ?? 'application/octet-stream', readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
