import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mountAuthRoutes } from './authRoutes'
import { createAnalyticsSink, mountAnalyticsRoutes, type AnalyticsSink } from './analyticsSink'
import { getServedCatalogue, type CatalogueWallet } from './catalogue'
import { mountCatalogueRoutes } from './catalogueRoutes'
import { CONTROL_PREFIX, handleControl } from './controlRoutes'
import { createFaultTable, type FaultController } from './faults'
import { mountIdentityRoutes } from './identityRoutes'
import { createNameRegistry, type NameRegistry } from './nameRegistry'
import { mountNameRoutes } from './nameRoutes'
import { mountOnrampRoutes } from './onrampRoutes'
import { mountProjectRoutes } from './projectRoutes'
import { createProjectOverrides, type ProjectOverrides } from './projects'
import { createRequestLog, type RequestLog } from './requestLog'
import { createRouter } from './router'
import { createSessionStore, mountSessionRoutes } from './sessionRoutes'
import { createSignatureChecks, type SignatureChecks } from './signatureVerifier'
import { mountVerifyRoutes } from './verifyRoutes'
import type { RouteRegistrar, SandboxRequest, SandboxResponse } from './types'

export interface ApiServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  /** Loopback by default: the sandbox must never be reachable from the network. */
  host?: string
  /** Replace the generated catalogue (e.g. a tiny one in a test). */
  catalogue?: readonly CatalogueWallet[]
}

export interface ApiServer {
  /** `http://127.0.0.1:<port>`, no trailing slash; use as both catalogue and blockchain-API base. */
  url: string
  port: number
  /** Mount more routes (the chain-backed blockchain-API routes); faults and the log apply to them. */
  routes: RouteRegistrar
  faults: FaultController
  requests: RequestLog
  analytics: AnalyticsSink
  /** Run-time project scenarios on top of the fixed test project ids. */
  projects: ProjectOverrides
  names: NameRegistry
  /** How names, SIWX and session revokes check eip155 signatures (startSandbox adds the devnets' ERC-1271). */
  signatures: SignatureChecks
  /** Every mounted `METHOD pattern`. */
  listRoutes(): string[]
  close(): Promise<void>
}

const MAX_BODY_BYTES = 1024 * 1024
// A body that starts like a catalogue answer and stops: JSON.parse throws on it.
const MALFORMED_BODY = '{"count": 3, "data": [{"id": "broken'

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-max-age': '600',
}

/** The request body as text; rejects past MAX_BODY_BYTES. Shared with the TON sandbox's API. */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) reject(new Error('Body too large'))
      else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function parseBody(raw: string, contentType: string | undefined): unknown {
  if (raw === '') return undefined
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(raw)
    } catch {
      // Left as text: handlers answer 400 when they cannot read it.
      return raw
    }
  }
  return raw
}

function send(res: ServerResponse, response: SandboxResponse): void {
  if (res.destroyed || res.writableEnded) return
  const headers: Record<string, string> = { ...CORS_HEADERS }
  let payload: string | Uint8Array = ''
  if (response.json !== undefined) {
    payload = JSON.stringify(response.json)
    headers['content-type'] = 'application/json; charset=utf-8'
  } else if (response.body !== undefined) {
    payload = response.body
  }
  Object.assign(headers, response.headers)
  headers['content-length'] = String(typeof payload === 'string' ? Buffer.byteLength(payload) : payload.byteLength)
  res.writeHead(response.status ?? 200, headers)
  res.end(payload)
}

export async function startApiServer(opts: ApiServerOptions = {}): Promise<ApiServer> {
  const router = createRouter()
  const faults = createFaultTable()
  const requests = createRequestLog()
  const analytics = createAnalyticsSink()
  const projects = createProjectOverrides()
  const names = createNameRegistry()
  const signatures = createSignatureChecks()
  const timers = new Set<NodeJS.Timeout>()
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t)
        resolve()
      }, ms)
      timers.add(t)
    })

  mountProjectRoutes(router.registrar, projects)
  mountAnalyticsRoutes(router.registrar, analytics, projects)
  mountCatalogueRoutes(router.registrar, opts.catalogue ?? getServedCatalogue())
  mountIdentityRoutes(router.registrar, names)
  mountNameRoutes(router.registrar, names, signatures.verify)
  mountOnrampRoutes(router.registrar)
  mountSessionRoutes(router.registrar, createSessionStore(), signatures.verify)
  mountVerifyRoutes(router.registrar)
  mountAuthRoutes(router.registrar, { verify: signatures.verify, projects })

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase()
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid')
    const path = url.pathname
    if (method === 'OPTIONS') {
      // Browsers preflight the kit's JSON POSTs; allow whatever headers they ask for.
      const asked = req.headers['access-control-request-headers']
      send(res, { status: 204, headers: { 'access-control-allow-headers': typeof asked === 'string' ? asked : '*' } })
      return
    }
    const raw = await readBody(req)
    const body = parseBody(raw, req.headers['content-type'])
    if (path.startsWith(CONTROL_PREFIX)) {
      send(res, handleControl(method, path, url.searchParams, body, { faults, requests, analytics }))
      return
    }

    const match = router.find(method === 'HEAD' ? 'GET' : method, path)
    requests.add({
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      body,
      headers: req.headers,
      route: match?.pattern,
      at: Date.now(),
    })

    const fault = faults.take(method, path, match?.pattern)
    if (fault) {
      if (fault.latencyMs) await sleep(fault.latencyMs)
      if (fault.reset) {
        req.socket.destroy()
        return
      }
      if (fault.malformed) {
        send(res, { status: 200, body: MALFORMED_BODY, headers: { 'content-type': 'application/json; charset=utf-8' } })
        return
      }
      if (fault.status !== undefined) {
        send(res, { status: fault.status, json: fault.body ?? { message: `Sandbox fault: HTTP ${fault.status}` } })
        return
      }
    }

    if (!match) {
      send(res, { status: 404, json: { message: `No route for ${method} ${path}` } })
      return
    }
    const sandboxRequest: SandboxRequest = {
      method,
      path,
      params: match.params,
      query: url.searchParams,
      headers: req.headers,
      body,
    }
    send(res, await match.handler(sandboxRequest))
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      send(res, { status: 500, json: { message: error instanceof Error ? error.message : 'Internal sandbox error' } })
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  const host = opts.host ?? '127.0.0.1'

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    routes: router.registrar,
    faults,
    requests,
    analytics,
    projects,
    names,
    signatures,
    listRoutes: router.list,
    close() {
      for (const t of timers) clearTimeout(t)
      timers.clear()
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        // Keep-alive sockets would hold close() open until they time out.
        server.closeAllConnections()
      })
    },
  }
}
