// A small NEAR-like ledger for the example's tests and the packed-package page: balances and
// nonces in memory, transfers accepted only with a valid ed25519 signature by the sender's key
// (an implicit account is its public key), the next nonce and enough funds. Loopback only.
import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import { hex } from '@scure/base'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface NearLedger {
  url: string
  fund(accountId: string, yocto: bigint): void
  balanceOf(accountId: string): bigint
  /** Transfers applied, in order. */
  readonly transfers: { from: string; to: string; amount: bigint; hash: string }[]
  close(): Promise<void>
}

const IMPLICIT = /^[0-9a-f]{64}$/
const MAX_BODY = 16_384

export async function startNearLedger(options: { network?: string } = {}): Promise<NearLedger> {
  const network = options.network ?? 'near:sandbox'
  const accounts = new Map<string, { balance: bigint; nonce: number }>()
  const transfers: NearLedger['transfers'] = []
  const account = (id: string) => accounts.get(id) ?? { balance: 0n, nonce: 0 }

  const send = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify(body))

  function transfer(body: unknown): { status: number; body: unknown } {
    const { transaction, signature, publicKey } = (body ?? {}) as Record<string, unknown>
    if (typeof transaction !== 'string' || typeof signature !== 'string' || typeof publicKey !== 'string') return { status: 400, body: { error: 'transaction, signature and publicKey are required' } }
    let tx: Record<string, unknown>
    try {
      tx = JSON.parse(transaction) as Record<string, unknown>
    } catch {
      return { status: 400, body: { error: 'The transaction is not JSON' } }
    }
    const { from, to, amount, nonce } = tx
    if (tx.network !== network) return { status: 400, body: { error: `The transaction is for another network: ${String(tx.network)}` } }
    if (typeof from !== 'string' || typeof to !== 'string' || !IMPLICIT.test(from) || !IMPLICIT.test(to)) return { status: 400, body: { error: 'Invalid account' } }
    if (typeof amount !== 'string' || !/^\d{1,40}$/.test(amount) || BigInt(amount) === 0n) return { status: 400, body: { error: 'Invalid amount' } }
    if (publicKey !== from) return { status: 400, body: { error: 'The key does not own the sender account' } }
    let valid = false
    try {
      valid = ed25519.verify(hex.decode(signature), new TextEncoder().encode(transaction), hex.decode(publicKey))
    } catch {
      valid = false
    }
    if (!valid) return { status: 400, body: { error: 'Invalid signature' } }
    const sender = account(from)
    if (nonce !== sender.nonce + 1) return { status: 400, body: { error: `Invalid nonce: expected ${sender.nonce + 1}` } }
    if (BigInt(amount) > sender.balance) return { status: 400, body: { error: 'Insufficient balance' } }
    const hash = hex.encode(sha256(new TextEncoder().encode(transaction)))
    accounts.set(from, { balance: sender.balance - BigInt(amount), nonce: sender.nonce + 1 })
    const receiver = account(to)
    accounts.set(to, { ...receiver, balance: receiver.balance + BigInt(amount) })
    transfers.push({ from, to, amount: BigInt(amount), hash })
    return { status: 200, body: { hash } }
  }

  async function readBody(req: IncomingMessage): Promise<unknown> {
    let text = ''
    for await (const chunk of req) {
      text += chunk
      if (text.length > MAX_BODY) throw new Error('too large')
    }
    return JSON.parse(text)
  }

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x.invalid').pathname
    if (req.method === 'OPTIONS') {
      return void res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': 'content-type' }).end()
    }
    const match = /^\/accounts\/([^/]+)$/.exec(path)
    if (req.method === 'GET' && match) {
      const id = decodeURIComponent(match[1]!)
      if (!IMPLICIT.test(id)) return send(res, 400, { error: 'Invalid account' })
      const { balance, nonce } = account(id)
      return send(res, 200, { balance: balance.toString(), nonce })
    }
    if (req.method === 'POST' && path === '/transactions') {
      const body = await readBody(req).catch(() => undefined)
      const result = transfer(body)
      return send(res, result.status, result.body)
    }
    send(res, 404, { error: 'Not found' })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    fund: (id, yocto) => void accounts.set(id, { ...account(id), balance: account(id).balance + yocto }),
    balanceOf: (id) => account(id).balance,
    transfers,
    close: () => {
      server.closeAllConnections()
      return new Promise((done) => server.close(() => done()))
    },
  }
}
