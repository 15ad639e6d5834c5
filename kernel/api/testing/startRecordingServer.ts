// Test helper only (never imported by kit code): a real HTTP server on 127.0.0.1 that records
// every request and answers from a route table. Integration tests use the sandbox's
// provider-API server instead; this keeps the kernel's unit tests free of the sandbox.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  /** Parsed JSON when the body is JSON, raw text otherwise, undefined when empty. */
  body: unknown
}

export interface ReplyInit {
  status?: number
  json?: unknown
  body?: string | Uint8Array
  headers?: Record<string, string>
}

export type Reply = ReplyInit | ((req: RecordedRequest) => ReplyInit | Promise<ReplyInit>)

export interface RecordingServer {
  url: string
  requests: RecordedRequest[]
  /** Routes are `METHOD /path` (exact path, no query); unknown routes answer 404. */
  route(key: string, reply: Reply): void
  /** Requests to one route, in order. */
  requestsTo(path: string, method?: string): RecordedRequest[]
  close(): Promise<void>
}

export async function startRecordingServer(routes: Record<string, Reply> = {}): Promise<RecordingServer> {
  const table = new Map(Object.entries(routes))
  const requests: RecordedRequest[] = []

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    let body: unknown = text || undefined
    if (text) {
      try {
        body = JSON.parse(text)
      } catch {
        /* kept as text */
      }
    }
    const target = new URL(req.url ?? '/', 'http://127.0.0.1')
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: target.pathname,
      query: target.searchParams,
      headers: req.headers,
      body,
    }
    requests.push(recorded)
    const reply = table.get(`${recorded.method} ${recorded.path}`)
    const init = typeof reply === 'function' ? await reply(recorded) : reply ?? { status: 404, json: { message: 'not found' } }
    const headers: Record<string, string> = { 'access-control-allow-origin': '*', ...init.headers }
    if (init.json !== undefined) headers['content-type'] ??= 'application/json'
    res.writeHead(init.status ?? 200, headers)
    res.end(init.json !== undefined ? JSON.stringify(init.json) : init.body)
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    route: (key, reply) => void table.set(key, reply),
    requestsTo: (path, method) => requests.filter((r) => r.path === path && (!method || r.method === method)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
