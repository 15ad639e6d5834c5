// A Solana devnet on loopback: litesvm behind a validator-shaped JSON-RPC HTTP endpoint, with
// the websocket subscriptions served on the same port and on port + 1, where @solana/web3.js
// looks for them by default (it derives ws://host:port+1 from an http URL with a port).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseUnits } from 'viem'
import { SOLANA_DEVNET_ACCOUNTS, type SolanaDevnetAccount } from './accounts'
import { createSolanaLedger, type SolanaLedger } from './createSolanaLedger'
import { createSubscriptionServer } from './createSubscriptionServer'
import { handleJsonRpc } from './handleJsonRpc'
import { mintSolanaDevnetUsdc, seedSolanaDevnet } from './seedSolanaDevnet'
import { SOLANA_DEVNET_NATIVE, SOLANA_DEVNET_TOKENS, type SolanaDevnetToken } from './solanaDevnetTokens'

/** Genesis hashes of the public clusters; a CAIP-2 id is `solana:` plus the first 32 characters. */
export const SOLANA_DEVNET_GENESIS_HASH = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'
export const SOLANA_MAINNET_GENESIS_HASH = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d'

const MAX_BODY_BYTES = 5 * 1024 * 1024
const PORT_ATTEMPTS = 20

export interface StartSolanaDevnetOptions {
  /** HTTP port; the websocket also listens on port + 1. 0 (default) picks a free pair. */
  port?: number
  host?: string
  /** Which cluster getGenesisHash claims to be; devnet by default. */
  genesisHash?: string
}

export interface SolanaDevnet {
  rpcUrl: string
  /** ws://host:port+1, the URL web3.js derives from rpcUrl. The rpcUrl port upgrades too. */
  wsUrl: string
  genesisHash: string
  /** CAIP-2 id, e.g. solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1. */
  chainId: string
  accounts: readonly SolanaDevnetAccount[]
  native: SolanaDevnetToken
  tokens: readonly SolanaDevnetToken[]
  /** The chain state, for helpers that should not go through HTTP. */
  ledger: SolanaLedger
  /** Airdrops whole SOL (e.g. '2.5'); returns the signature. */
  airdrop(address: string, sol: string): string
  /** Mints USDC, in whole units, to address's associated token account; returns the signature. */
  mintUsdc(address: string, amount: string): string
  close(): Promise<void>
}

export async function startSolanaDevnet(opts: StartSolanaDevnetOptions = {}): Promise<SolanaDevnet> {
  const host = opts.host ?? '127.0.0.1'
  const genesisHash = opts.genesisHash ?? SOLANA_DEVNET_GENESIS_HASH
  const ledger = createSolanaLedger()
  seedSolanaDevnet(ledger)
  const ctx = { ledger, genesisHash }
  const subscriptions = createSubscriptionServer(ctx)

  const rpcServer = createServer((req, res) => serveRpc(req, res, (body) => handleJsonRpc(body, ctx)))
  const wsServer = createServer((_req, res) => send(res, 426, 'text/plain', 'Upgrade Required'))
  for (const server of [rpcServer, wsServer]) server.on('upgrade', (req, socket, head) => subscriptions.handleUpgrade(req, socket, head))

  const port = await listenPair(rpcServer, wsServer, host, opts.port ?? 0)
  const urlHost = host.includes(':') ? `[${host}]` : host
  return {
    rpcUrl: `http://${urlHost}:${port}`,
    wsUrl: `ws://${urlHost}:${port + 1}`,
    genesisHash,
    chainId: `solana:${genesisHash.slice(0, 32)}`,
    accounts: SOLANA_DEVNET_ACCOUNTS,
    native: SOLANA_DEVNET_NATIVE,
    tokens: SOLANA_DEVNET_TOKENS,
    ledger,
    airdrop: (address, sol) => ledger.airdrop(address, parseUnits(sol, 9)),
    mintUsdc: (address, amount) => mintSolanaDevnetUsdc(ledger, address, amount),
    async close() {
      subscriptions.close()
      await Promise.all([closeServer(rpcServer), closeServer(wsServer)])
    },
  }
}

function serveRpc(req: IncomingMessage, res: ServerResponse, answer: (body: string) => unknown): void {
  // Browsers call the devnet from the demo app's origin.
  res.setHeader('Access-Control-Allow-Origin', '*')
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? 'content-type')
  res.setHeader('Access-Control-Max-Age', '600')
  if (req.method === 'OPTIONS') return send(res, 204, 'text/plain', '')
  // Validators answer GET /health; load balancers and launch scripts probe it.
  if (req.method === 'GET' && req.url?.split('?')[0] === '/health') return send(res, 200, 'text/plain', 'ok')
  if (req.method !== 'POST') return send(res, 405, 'text/plain', 'Method Not Allowed')
  const chunks: Buffer[] = []
  let size = 0
  req.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size > MAX_BODY_BYTES) {
      send(res, 413, 'text/plain', 'Payload Too Large')
      req.destroy()
      return
    }
    chunks.push(chunk)
  })
  req.on('end', () => {
    if (res.headersSent) return
    const response = answer(Buffer.concat(chunks).toString('utf8'))
    if (response === null) send(res, 204, 'text/plain', '')
    else send(res, 200, 'application/json', JSON.stringify(response))
  })
}

function send(res: ServerResponse, status: number, contentType: string, body: string): void {
  if (res.headersSent) return
  res.writeHead(status, { 'Content-Type': contentType })
  res.end(body)
}

/** Listens on port and port + 1; with port 0, retries until a free adjacent pair is found. */
async function listenPair(rpcServer: Server, wsServer: Server, host: string, port: number): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const rpcPort = await listen(rpcServer, host, port)
    try {
      await listen(wsServer, host, rpcPort + 1)
      return rpcPort
    } catch (error) {
      await closeServer(rpcServer)
      if (port !== 0 || attempt >= PORT_ATTEMPTS) throw error
    }
  }
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error)
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function closeServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve()
  return new Promise((resolve) => {
    server.close(() => resolve())
    // web3.js keeps HTTP connections alive; without this close() waits for them to time out.
    server.closeAllConnections()
  })
}
