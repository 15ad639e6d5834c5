// The tron chain plugin against the sandbox's TRON stand-in over HTTP, with real tronweb and the
// TronLink-like test wallet signing for real (Node has no window: the wallet is handed over).
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { utils } from 'tronweb'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tronAdapter, type TronAdapter } from '../../chains/tron'
import { getTronActivity } from '../../chains/tron/getTronActivity'
import { sendDraft } from '../../plugins/send/sendDraft'
import type { CaipNetwork, Connector } from '../../kernel'
import { tronMainnet } from '../../kernel/networks'
import { startTronNode, type TronNode } from '../tron'
import { createTronTestWallet, type TronTestWallet } from '../wallets/browser/createTronTestWallet'

let node: TronNode
let network: CaipNetwork
let wallet: TronTestWallet
let adapter: TronAdapter
let connector: Connector

beforeAll(async () => {
  node = await startTronNode()
  network = { ...tronMainnet, rpcUrls: { default: { http: [node.url] } } }
  wallet = createTronTestWallet({ privateKey: node.accounts[0]!.privateKey, nodeUrl: node.url })
  adapter = tronAdapter({ getTronLink: () => wallet.tronLink, tokens: { [network.caipNetworkId]: [node.token] } })
  connector = adapter.getConnectors()[0]!
})
afterAll(() => node?.close())

const account = (n: number) => node.accounts[n]!

describe('tron adapter against the TRON stand-in', () => {
  it('connects TronLink, then reads TRX (6 decimals) and the TRC-20 balance from the node', async () => {
    expect(connector).toMatchObject({ id: 'tronLink', type: 'INJECTED', chain: 'tron' })
    expect(await adapter.reconnect({ connector, network })).toBeUndefined()
    const connected = await adapter.connect({ connector, network })
    expect(connected).toMatchObject({ address: account(0).address, caipNetwork: { caipNetworkId: 'tron:0x2b6653dc' } })
    expect(await adapter.getBalance({ address: account(0).address, network })).toEqual({ balance: '1000', symbol: 'TRX' })
    const [trx, usdt] = await adapter.getTokenBalances({ address: account(0).address, network })
    expect(trx).toEqual({ name: 'TRX', symbol: 'TRX', chainId: 'tron:0x2b6653dc', price: 0, quantity: { decimals: '6', numeric: '1000' }, iconUrl: expect.stringMatching(/^data:image\/svg\+xml;/) })
    expect(usdt).toMatchObject({ symbol: 'USDT', address: `tron:0x2b6653dc:${node.token.address}`, quantity: { decimals: '6', numeric: '500' } })
    // Allowed once, TronLink gives the account again without a prompt (reload restore).
    expect(await adapter.reconnect({ connector, network })).toMatchObject({ address: account(0).address })
  })

  it('signs a TIP-191 message whose signature recovers to the account', async () => {
    const signature = await adapter.signMessage({ message: 'Sign in to Airlock', address: account(0).address, provider: connector.provider! })
    expect(utils.message.verifyMessage('Sign in to Airlock', signature)).toBe(account(0).address)
  })

  it('sends TRX: tronweb builds, the wallet signs, the node verifies and applies it', async () => {
    const txid = await adapter.sendTransfer({ from: account(0).address, to: account(1).address, value: 1_500_000n, network })
    expect(wallet.signed.at(-1)).toBe(txid)
    expect(await adapter.waitForTransaction({ network, hash: txid })).toEqual({ status: 'success' })
    expect(await adapter.getBalance({ address: account(1).address, network })).toEqual({ balance: '1001.5', symbol: 'TRX' })
  })

  it('refuses to broadcast what the wallet changed, and reports the node refusing a forged signature', async () => {
    const before = await adapter.getBalance({ address: account(0).address, network })
    const provider = connector.provider!
    // A wallet that signs a different transaction than it was given: never broadcast.
    const swapping = { request: async (args: { method: string; params?: unknown }) => {
      const signed = (await provider.request(args)) as { raw_data_hex: string }
      return { ...signed, raw_data_hex: `${signed.raw_data_hex}00` }
    } }
    await expect(adapter.sendTransfer({ from: account(0).address, to: account(2).address, value: 1n, network, provider: swapping })).rejects.toThrow(
      'The wallet returned a different transaction than the one it was asked to sign',
    )
    // A wallet whose key is not the sender's: the node recovers another signer and refuses.
    const forging = { request: async ({ params }: { method: string; params?: unknown }) => {
      const { transaction } = params as { transaction: { txID: string } }
      const signature = [utils.crypto.ECKeySign(utils.code.hexStr2byteArray(transaction.txID), utils.code.hexStr2byteArray(account(2).privateKey))]
      return { ...transaction, signature }
    } }
    await expect(adapter.sendTransfer({ from: account(0).address, to: account(2).address, value: 1n, network, provider: forging })).rejects.toThrow(
      /^The TRON node refused the transaction: SIGERROR \(Validate signature error: /,
    )
    expect(await adapter.getBalance({ address: account(0).address, network })).toEqual(before)
  })

  it("sends a TRC-20 token as the send plugin does: a TriggerSmartContract transfer the wallet signs and the node applies to the token's ledger", async () => {
    const [, usdt] = await adapter.getTokenBalances({ address: account(0).address, network })
    const ledger = node.ledger
    const before = ledger.tokenBalance(node.token.hex, account(2).hex)
    const trxBefore = ledger.trxBalance(account(0).hex)
    // The send plugin's own path: its draft, its transfer ABI, the adapter's writeContract.
    const txid = await sendDraft({ adapter, provider: undefined, from: account(0).address, draft: { token: usdt!, sendTokenAmount: '12.5', receiverAddress: account(2).address }, network })
    expect(wallet.signed.at(-1)).toBe(txid)
    const applied = ledger.transaction(txid)!
    expect((applied.raw_data.contract[0] as { type: string }).type).toBe('TriggerSmartContract')
    expect(await adapter.waitForTransaction({ network, hash: txid })).toEqual({ status: 'success' })
    expect(ledger.tokenBalance(node.token.hex, account(2).hex)).toBe(before + 12_500_000n)
    expect(ledger.trxBalance(account(0).hex)).toBe(trxBefore)
    const [, after] = await adapter.getTokenBalances({ address: account(0).address, network })
    expect(after!.quantity.numeric).toBe('487.5')
  })

  it('reads the history from the TronGrid listings: the TRX and TRC-20 sends, out on the sender and in on each receiver', async () => {
    const mine = await adapter.getActivity({ address: account(0).address, network })
    expect(mine.next).toBeUndefined()
    // Newest first: the 12.5 USDT, then the 1.5 TRX; the refused and forged attempts are nowhere.
    expect(mine.transactions).toHaveLength(2)
    const [usdt, trx] = mine.transactions
    expect(usdt).toMatchObject({ status: 'confirmed', operationType: 'send', from: account(0).address, to: account(2).address, transfers: [{ direction: 'out', amount: '12.5', symbol: 'USDT' }] })
    expect(trx).toMatchObject({ status: 'confirmed', operationType: 'send', from: account(0).address, to: account(1).address, transfers: [{ direction: 'out', amount: '1.5', symbol: 'TRX' }] })
    expect(trx!.id).toBe(node.ledger.history(account(1).hex)[0]!.id)
    expect(usdt!.time).toBe(node.ledger.record(usdt!.id)!.blockTimeStamp)
    const theirs = await adapter.getActivity({ address: account(1).address, network })
    expect(theirs.transactions).toEqual([{ ...trx, operationType: 'receive', transfers: [{ ...trx!.transfers[0], direction: 'in' }] }])
    const third = await adapter.getActivity({ address: account(2).address, network })
    expect(third.transactions).toMatchObject([{ id: usdt!.id, operationType: 'receive', transfers: [{ direction: 'in', amount: '12.5', symbol: 'USDT' }] }])
  })

  it('pages both listings by their fingerprints: every entry once', async () => {
    const tokens = [node.token]
    const seen: string[] = []
    let cursor: string | undefined
    let pages = 0
    do {
      const page = await getTronActivity({ address: account(0).address, network, cursor, tokens, pageSize: 1 })
      seen.push(...page.transactions.map((t) => t.id))
      cursor = page.next
      pages++
    } while (cursor && pages < 10)
    const whole = await getTronActivity({ address: account(0).address, network, tokens })
    expect(seen.sort()).toEqual(whole.transactions.map((t) => t.id).sort())
    // account 0 has two entries in the TRX listing (its transfer and its TRC-20 call) and one TRC-20 transfer.
    expect(pages).toBe(2)
  })

  it('a hostile node: unreadable entries and a look-alike token are dropped, an answer that is no listing rejects clearly', async () => {
    // A TronGrid-shaped server that lies; the attack is its answer, so it is a real HTTP server.
    const realTrx = (await (await fetch(`${node.url}/v1/accounts/${account(1).address}/transactions`)).json()).data[0]
    const realUsdt = (await (await fetch(`${node.url}/v1/accounts/${account(2).address}/transactions/trc20`)).json()).data[0]
    let answers: Record<string, unknown> = {}
    const hostile = createServer((req, res) => {
      const body = answers[req.url!.includes('/trc20') ? 'trc20' : 'trx']
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    })
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve))
    const liar = { ...network, rpcUrls: { default: { http: [`http://127.0.0.1:${(hostile.address() as AddressInfo).port}`] } } }
    try {
      answers = {
        trx: { success: true, data: [null, { ...realTrx, txID: 'zz' }, { ...realTrx, block_timestamp: 'now' }, realTrx], meta: {} },
        // A fake "USDT" at another contract (the airdrop scam), an amount that is not one, then the real one.
        trc20: { success: true, data: [{ ...realUsdt, token_info: { ...realUsdt.token_info, address: account(1).address } }, { ...realUsdt, value: '1e9' }, realUsdt], meta: {} },
      }
      const page = await adapter.getActivity({ address: account(1).address, network: liar })
      expect(page.transactions.map((t) => t.id)).toEqual([realTrx.txID])
      const received = await adapter.getActivity({ address: account(2).address, network: liar })
      expect(received.transactions.map((t) => t.id)).toEqual([realUsdt.transaction_id])
      answers = { trx: { success: true, data: 'nope' }, trc20: { success: true, data: [] } }
      await expect(adapter.getActivity({ address: account(1).address, network: liar })).rejects.toThrowError(/^The TRON node answered no history: unreadable body$/)
    } finally {
      hostile.close()
    }
  })

  it('a token transfer the wallet did not sign as built, or to a bad receiver, never moves the token', async () => {
    const transfer = { type: 'function', name: 'transfer', stateMutability: 'nonpayable', inputs: [{ name: 'to', type: 'address' }, { name: 'value', type: 'uint256' }], outputs: [] }
    const call = { from: account(0).address, address: node.token.address, abi: [transfer], functionName: 'transfer', network }
    const before = node.ledger.tokenBalance(node.token.hex, account(0).hex)
    const provider = connector.provider!
    const swapping = { request: async (args: { method: string; params?: unknown }) => ({ ...((await provider.request(args)) as object), raw_data_hex: '00' }) }
    await expect(adapter.writeContract({ ...call, args: [account(1).address, 1n], provider: swapping })).rejects.toThrow('The wallet returned a different transaction than the one it was asked to sign')
    await expect(adapter.writeContract({ ...call, args: ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6x', 1n] })).rejects.toThrow('Invalid address')
    await expect(adapter.writeContract({ ...call, functionName: 'approve', args: [account(1).address, 1n] })).rejects.toThrow('approve with 2 arguments is not in the contract')
    // More than the account holds: the node refuses to build it.
    await expect(adapter.writeContract({ ...call, args: [account(1).address, before + 1n] })).rejects.toThrow(/^The TRON node refused the transaction/)
    expect(node.ledger.tokenBalance(node.token.hex, account(0).hex)).toBe(before)
  })

  it('rejects a bad receiver before the wallet is asked, and fails (not hangs) on an unreachable node', async () => {
    await expect(adapter.sendTransfer({ from: account(0).address, to: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6x', value: 1n, network })).rejects.toThrow('Invalid address')
    const down = { ...network, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
    await expect(adapter.getBalance({ address: account(0).address, network: down })).rejects.toThrow()
  })
})
