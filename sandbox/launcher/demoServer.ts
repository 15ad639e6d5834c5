// The demo host's HTTP server: a route table of static answers. Today it serves a page with
// the service URLs and the test wallets; the demo app (the modal) adds its bundle with
// `routes.set('/app.js', ...)` and replaces '/' — nothing else here needs to change.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface DemoRoute {
  contentType: string
  /** Called per request, so a route can serve content that is built lazily or changes. */
  body(): string | Uint8Array | Promise<string | Uint8Array>
  /** Extra response headers, e.g. a test page's Content-Security-Policy. */
  headers?: Record<string, string>
}

/** Path (no query) → route. GET and HEAD only: the demo host serves files, nothing else. */
export type DemoRoutes = Map<string, DemoRoute>

export interface DemoServerOptions {
  host?: '127.0.0.1'
  /** 0 (the default) picks a free port. */
  port?: number
  routes: DemoRoutes
}

export interface DemoServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string
  port: number
  /** The live table: routes added or replaced after start are served at once. */
  routes: DemoRoutes
  close(): Promise<void>
}

export async function startDemoServer({ host = '127.0.0.1', port = 0, routes }: DemoServerOptions): Promise<DemoServer> {
  const server = createServer((req, res) => void answer(routes, req, res))
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
    routes,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        // A browser's keep-alive sockets would hold close() open until they time out.
        server.closeAllConnections()
      }),
  }
}

async function answer(routes: DemoRoutes, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://demo.invalid').pathname
  const route = routes.get(path)
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain; charset=utf-8', 'Method Not Allowed', req)
  if (!route) return send(res, 404, 'text/plain; charset=utf-8', `Not found: ${path}`, req)
  try {
    send(res, 200, route.contentType, await route.body(), req, route.headers)
  } catch (error) {
    // Shown in the browser, so whoever opened the page sees why (e.g. the wallets bundle failed to build).
    send(res, 500, 'text/plain; charset=utf-8', `Demo server error on ${path}: ${error instanceof Error ? error.message : String(error)}`, req)
  }
}

function send(res: ServerResponse, status: number, contentType: string, body: string | Uint8Array, req: IncomingMessage, headers: Record<string, string> = {}): void {
  if (res.headersSent) return
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body
  res.writeHead(status, {
    'content-type': contentType,
    'content-length': bytes.byteLength,
    // Every reload must pick up a rebuilt bundle or new URLs.
    'cache-control': 'no-store',
    ...headers,
  })
  res.end(req.method === 'HEAD' ? undefined : bytes)
}
