// A local TON network: the @ton/sandbox emulator (TON's own transaction executor, WASM) behind a
// toncenter-v2-shaped HTTP API on loopback (tonHttpApi.ts), with funded wallet v4r2 accounts.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Address, toNano } from '@ton/core'
import { Blockchain } from '@ton/sandbox'
import { readBody } from '../api/createApiServer'
import { answerTonApi, type TonApiContext } from './tonHttpApi'
import { TON_SANDBOX_ACCOUNTS, TON_SANDBOX_ACCOUNT_BALANCE, type TonSandboxAccount } from './tonAccounts'
import { createTonTransactionLog } from './tonTransactionLog'
import { walletV4 } from './walletV4'

const API_PREFIX = '/api/v2/'

export interface StartTonNetworkOptions {
  /** 0 (default) picks a free port. */
  port?: number
  host?: '127.0.0.1'
}

export interface TonNetwork {
  /** The toncenter v2 base (`http://127.0.0.1:<port>/api/v2`): a TON network's `rpcUrls.default.http[0]`. */
  rpcUrl: string
  accounts: readonly TonSandboxAccount[]
  blockchain: Blockchain
  /** Sends whole TON from the emulator's treasury (e.g. '2.5'). */
  fund(address: string, ton: string): Promise<void>
  close(): Promise<void>
}

export async function startTonNetwork(opts: StartTonNetworkOptions = {}): Promise<TonNetwork> {
  const host = opts.host ?? '127.0.0.1'
  if (host !== '127.0.0.1') throw new Error(`The TON sandbox listens on 127.0.0.1 only, not ${String(host)}`)
  const blockchain = await Blockchain.create()
  const treasury = await blockchain.treasury('airlock-ton-sandbox')
  const log = createTonTransactionLog()
  let queue: Promise<unknown> = Promise.resolve()
  const serialize = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run)
    queue = next.catch(() => undefined)
    return next
  }
  const ctx: TonApiContext = { blockchain, log, serialize }

  // Deploy and fund each account's wallet with one internal message carrying its state init.
  for (const account of TON_SANDBOX_ACCOUNTS) {
    const wallet = walletV4(Buffer.from(account.publicKey, 'hex'))
    const { transactions } = await treasury.send({ to: wallet.address, value: toNano(TON_SANDBOX_ACCOUNT_BALANCE), init: wallet.init, bounce: false })
    log.record(transactions)
  }

  const server = createServer((req, res) => void serve(ctx, req, res))
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, host, () => resolve((server.address() as AddressInfo).port))
  })
  return {
    rpcUrl: `http://${host}:${port}/api/v2`,
    accounts: TON_SANDBOX_ACCOUNTS,
    blockchain,
    async fund(address, ton) {
      const { transactions } = await serialize(() => treasury.send({ to: Address.parse(address), value: toNano(ton), bounce: false }))
      log.record(transactions)
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

async function serve(ctx: TonApiContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  // The kit and the test wallets call it from the demo page's origin.
  res.setHeader('Access-Control-Allow-Origin', '*')
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
  res.setHeader('Access-Control-Allow-Headers', 'content-type')
  if (req.method === 'OPTIONS') return void res.writeHead(204).end()
  const url = new URL(req.url ?? '/', 'http://ton.invalid')
  if (!url.pathname.startsWith(API_PREFIX)) return reply(res, 404, { ok: false, error: 'Not found', code: 404 })
  let body: unknown
  if (req.method === 'POST') {
    const text = await readBody(req).catch(() => undefined)
    if (text === undefined) return reply(res, 413, { ok: false, error: 'Payload Too Large', code: 413 })
    try {
      body = JSON.parse(text)
    } catch {
      return reply(res, 400, { ok: false, error: 'The body is not JSON', code: 400 })
    }
  }
  try {
    const answer = await answerTonApi(ctx, url.pathname.slice(API_PREFIX.length), url.searchParams, body)
    reply(res, answer.status, answer.body)
  } catch (error) {
    reply(res, 500, { ok: false, error: error instanceof Error ? error.message : String(error), code: 500 })
  }
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}
