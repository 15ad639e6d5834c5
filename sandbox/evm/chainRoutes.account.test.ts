import { createPublicClient, erc20Abi, formatEther, formatUnits, getAddress, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from './accounts'
import { HISTORY_PAGE_SIZE } from './routes/historyRoute'
import { SOLANA_CAIP_NETWORK_IDS } from './routes/supportedChainsRoute'
import { startChainSandbox, type ChainSandbox } from './testing/startChainSandbox'

let sandbox: ChainSandbox
const user = DEVNET_ACCOUNTS[0]!.address
const solanaBalances = [{ name: 'Solana', symbol: 'SOL', chainId: SOLANA_CAIP_NETWORK_IDS[0], quantity: { decimals: '9', numeric: '5' } }]

beforeAll(async () => {
  sandbox = await startChainSandbox({ solana: { getBalances: async () => solanaBalances } })
})
afterAll(() => sandbox?.close())

describe('chain routes: account data', () => {
  it('SBX-13 supported-chains lists both EVM devnets and the Solana ids on http, the EVM ones on ws', async () => {
    const { status, body } = await sandbox.getJson('/v1/supported-chains', { projectId: 'p' })
    expect(status).toBe(200)
    expect(body.http).toEqual(expect.arrayContaining(['eip155:1', 'eip155:137', ...SOLANA_CAIP_NETWORK_IDS]))
    expect(body.ws).toEqual(expect.arrayContaining(['eip155:1', 'eip155:137']))
  })

  it('SBX-17 balance returns native, USDC and USDT read live from the devnet with the token-balance fields', async () => {
    const chain = sandbox.devnets.chains[1]
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const { status, body } = await sandbox.getJson(`/v1/account/${user}/balance`, { currency: 'usd', chainId: 'eip155:1', forceUpdate: 'true', projectId: 'p' })
    expect(status).toBe(200)
    const bySymbol = Object.fromEntries(body.balances.map((b: any) => [b.symbol, b]))
    const native = await client.getBalance({ address: user })
    expect(bySymbol.ETH).toEqual({
      name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', address: undefined,
      value: expect.any(Number), price: 3000,
      quantity: { decimals: '18', numeric: formatEther(native) },
      iconUrl: expect.stringMatching(/^data:image\/svg\+xml,/),
    })
    for (const token of [chain.tokens.USDC, chain.tokens.USDT]) {
      const raw = await client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [user] })
      expect(bySymbol[token.symbol]).toMatchObject({
        chainId: 'eip155:1',
        address: `eip155:1:${token.address}`,
        price: 1,
        quantity: { decimals: '6', numeric: formatUnits(raw, 6) },
        value: Number(formatUnits(raw, 6)),
      })
    }
    // Moving tokens shows up on the next request: nothing is cached.
    await chain.transfer({ from: DEVNET_ACCOUNTS[1]!.address, to: user, token: 'USDT', amount: '1' })
    const after = await sandbox.getJson(`/v1/account/${user}/balance`, { currency: 'usd', chainId: 'eip155:1' })
    const usdt = after.body.balances.find((b: any) => b.symbol === 'USDT')
    expect(Number(usdt.quantity.numeric)).toBe(Number(bySymbol.USDT.quantity.numeric) + 1)
  })

  it('SBX-17 balance on eip155:137 reports POL, and solana chain ids go to the Solana source', async () => {
    const polygon = await sandbox.getJson(`/v1/account/${user}/balance`, { currency: 'usd', chainId: 'eip155:137' })
    expect(polygon.body.balances.map((b: any) => b.chainId)).toEqual(polygon.body.balances.map(() => 'eip155:137'))
    expect(polygon.body.balances.find((b: any) => b.address === undefined)).toMatchObject({ symbol: 'POL', price: 0.5 })
    const solana = await sandbox.getJson(`/v1/account/So11111111111111111111111111111111111111112/balance`, { currency: 'usd', chainId: SOLANA_CAIP_NETWORK_IDS[0] })
    expect(solana.body).toEqual({ balances: solanaBalances })
  })

  it('SBX-18 balances include an entry whose quantity.decimals is "0"', async () => {
    const { body } = await sandbox.getJson(`/v1/account/${user}/balance`, { currency: 'usd', chainId: 'eip155:1' })
    const odd = body.balances.filter((b: any) => b.quantity.decimals === '0')
    expect(odd).toHaveLength(1)
    expect(odd[0]).toMatchObject({ symbol: 'CLAIM', quantity: { decimals: '0', numeric: '5000' } })
  })

  it('SBX-15 history is built from devnet transactions, newest first, with data and next', async () => {
    const { status, body } = await sandbox.getJson(`/v1/account/${user}/history`, { chainId: 'eip155:1', projectId: 'p' })
    expect(status).toBe(200)
    expect(body.data).toHaveLength(HISTORY_PAGE_SIZE)
    expect(typeof body.next).toBe('string')
    const client = createPublicClient({ transport: http(sandbox.devnets.chains[1].rpcUrl) })
    const first = body.data[0]
    const tx = await client.getTransaction({ hash: first.metadata.hash })
    const block = await client.getBlock({ blockNumber: tx.blockNumber })
    expect(first).toMatchObject({
      id: tx.hash,
      metadata: {
        hash: tx.hash,
        sentFrom: getAddress(tx.from),
        sentTo: getAddress(tx.to!),
        nonce: tx.nonce,
        status: 'confirmed',
        chain: 'eip155:1',
        minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
      },
    })
    const minedAt = body.data.map((t: any) => Date.parse(t.metadata.minedAt))
    expect([...minedAt].sort((a, b) => b - a)).toEqual(minedAt)
    const kinds = new Set(body.data.map((t: any) => t.metadata.operationType))
    expect([...kinds]).toEqual(expect.arrayContaining(['send', 'receive', 'trade']))
    for (const t of body.data) {
      for (const transfer of t.transfers) {
        expect(['in', 'out', 'self']).toContain(transfer.direction)
        expect(transfer.quantity.numeric).toMatch(/^\d+(\.\d+)?$/)
      }
    }
  })

  it('SBX-15 history pages with the cursor until next is null, without repeats', async () => {
    const seen: string[] = []
    let cursor: string | undefined
    for (let page = 0; page < 10; page++) {
      const { body } = await sandbox.getJson(`/v1/account/${user}/history`, { chainId: 'eip155:1', cursor, onramp: 'coinbase' })
      seen.push(...body.data.map((t: any) => t.id))
      if (body.next === null) break
      cursor = body.next
    }
    expect(seen.length).toBeGreaterThan(HISTORY_PAGE_SIZE)
    expect(new Set(seen).size).toBe(seen.length)
  })

  it('SBX-15 history shows a transfer made now at the top, for the chain asked only', async () => {
    const chain = sandbox.devnets.chains[137]
    const hash = await chain.transfer({ from: DEVNET_ACCOUNTS[2]!.address, to: user, token: 'native', amount: '0.75' })
    const { body } = await sandbox.getJson(`/v1/account/${user}/history`, { chainId: 'eip155:137' })
    expect(body.data[0]).toMatchObject({
      id: hash,
      metadata: { operationType: 'receive', chain: 'eip155:137', sentTo: user },
      transfers: [{ direction: 'in', quantity: { numeric: '0.75' }, price: 0.5, fungible_info: { symbol: 'POL' } }],
    })
    expect(body.data.every((t: any) => t.metadata.chain === 'eip155:137')).toBe(true)
  })

  it('SBX-16 history includes a transaction whose transfers are all flagged spam', async () => {
    const entries: any[] = []
    let cursor: string | undefined
    do {
      const { body } = await sandbox.getJson(`/v1/account/${user}/history`, { chainId: 'eip155:1', cursor })
      entries.push(...body.data)
      cursor = body.next ?? undefined
    } while (cursor)
    const spam = entries.filter((t) => t.transfers.length > 0 && t.transfers.every((x: any) => x.nft_info?.flags.is_spam === true))
    expect(spam).toHaveLength(1)
    expect(spam[0].transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '5000' }, fungible_info: { symbol: 'CLAIM' } })
    // Ordinary transfers carry no spam flag.
    const plain = entries.filter((t) => t !== spam[0]).flatMap((t) => t.transfers)
    expect(plain.length).toBeGreaterThan(0)
    expect(plain.every((x: any) => x.nft_info === undefined)).toBe(true)
  })

  it('SBX-21 fungible price returns name, symbol, iconUrl and price for CAIP-10 addresses', async () => {
    const { tokens } = sandbox.devnets.chains[1]
    const { status, body } = await sandbox.postJson('/v1/fungible/price', {
      currency: 'usd',
      projectId: 'p',
      addresses: [`eip155:1:${tokens.USDC.address}`, 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', `eip155:137:${tokens.WRAPPED_NATIVE.address}`, 'eip155:1:0x0000000000000000000000000000000000000001'],
    })
    expect(status).toBe(200)
    expect(body.fungibles).toEqual([
      { name: 'USD Coin', symbol: 'USDC', iconUrl: expect.stringMatching(/^data:image/), price: 1 },
      { name: 'Ether', symbol: 'ETH', iconUrl: expect.stringMatching(/^data:image/), price: 3000 },
      { name: 'Wrapped POL', symbol: 'WPOL', iconUrl: expect.stringMatching(/^data:image/), price: 0.5 },
    ])
  })
})
