// The TRON stand-in on loopback: java-tron's HTTP API subset (handleTronRequest.ts) and
// TronGrid's v1 account listings (listAccountTransactions.ts) over the ledger. Not a TRON node: no blocks are produced, no energy or bandwidth is charged, and only
// transactions it built itself are accepted (see README.md).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { TRON_TEST_ACCOUNTS, TRON_TEST_USDT, type TronTestAccount } from './accounts'
import { createTronLedger, type TronLedger } from './createTronLedger'
import { handleTronRequest } from './handleTronRequest'
import { isAccountListing, listAccountTransactions } from './listAccountTransactions'

const MAX_BODY_BYTES = 1024 * 1024

export interface StartTronNodeOptions {
  port?: number
  host?: '127.0.0.1'
}

export interface TronNode {
  /** `http://127.0.0.1:<port>`: tronweb's `fullHost`. */
  url: string
  accounts: readonly TronTestAccount[]
  token: typeof TRON_TEST_USDT
  ledger: TronLedger
  /** Every request's path, in order, for tests that check what a client asked. */
  readonly requests: readonly string[]
  close(): Promise<void>
}

export async function startTronNode(opts: StartTronNodeOptions = {}): Promise<TronNode> {
  const ledger = createTronLedger()
  const requests: string[] = []
  const server = createServer((req, res) => {
    serve(req, res, ledger, requests).catch(() => {
      if (!res.headersSent) reply(res, 500, { Error: 'Internal error' })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    accounts: TRON_TEST_ACCOUNTS,
    token: TRON_TEST_USDT,
    ledger,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function serve(req: IncomingMessage, res: ServerResponse, ledger: TronLedger, requests: string[]) {
  // Pages call it from their own origin (the demo, the test wallet), as they would TronGrid.
  res.setHeader('Access-Control-Allow-Origin', '*')
  res.setHeader('Access-Control-Allow-Headers', 'content-type, tron-pro-api-key')
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
  if (req.method === 'OPTIONS') return void res.writeHead(204).end()
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`)
  const path = url.pathname
  requests.push(path)
  if (req.method === 'GET' && isAccountListing(path)) {
    const answer = listAccountTransactions(path, url, Object.fromEntries(url.searchParams), ledger)
    return reply(res, answer.status, answer.body)
  }
  let body: Record<string, unknown> = {}
  if (req.method === 'POST') {
    const text = await readBody(req)
    if (text === undefined) return reply(res, 413, { Error: 'Request body too large' })
    try {
      const parsed: unknown = text ? JSON.parse(text) : {}
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object')
      body = parsed as Record<string, unknown>
    } catch {
      return reply(res, 400, { Error: 'The request body is not a JSON object' })
    }
  }
  const answer = handleTronRequest(path, body, ledger)
  reply(res, answer.status, answer.body)
}

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) return undefined
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}
