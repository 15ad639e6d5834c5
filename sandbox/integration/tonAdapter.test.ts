// The TON chain plugin against the TON sandbox (the @ton/sandbox emulator behind its toncenter
// API) and the TonConnect test wallet, which signs for real: every transfer passes the wallet
// v4r2 contract's signature check, every sign-in is an ed25519 signature the verifier checks.
import { keyPairFromSeed, sign } from '@ton/crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ton, tonTestnet } from '../../kernel/networks'
import { parseDecimalAmount } from '../../kernel/plugin'
import { estimateFeeReserve, maxSendAmount } from '../../plugins/send/maxSendAmount'
import type { CaipNetwork } from '../../kernel'
import { TonVerifier, decodeTonSignInSignature, tonAdapter, type TonAdapter } from '../../chains/ton'
import { getTonActivity } from '../../chains/ton/getTonActivity'
import { Address, beginCell, contractAddress, external, internal, storeMessage, storeMessageRelaxed, toNano } from '@ton/core'
import { tonWalletStateInit } from '../../chains/ton/testing/tonWalletStateInits'
import { startTonNetwork, tonSandboxAccount, type TonNetwork } from '../ton'
import { createTonTestWallet, injectTonTestWallet, TON_TEST_WALLET_KEY, type TonTestWallet } from '../wallets/browser/tonTestWallet'

const DOMAIN = 'demo.airlock.test'
let net: TonNetwork
let local: CaipNetwork
let wallet: TonTestWallet
let adapter: TonAdapter
const page: Record<string, unknown> = {}

const rawBalance = async (address: string) => BigInt((await (await fetch(`${net.rpcUrl}/getAddressBalance?address=${address}`)).json()).result)

beforeAll(async () => {
  net = await startTonNetwork()
  local = { ...ton, rpcUrls: { default: { http: [net.rpcUrl] } } }
  wallet = createTonTestWallet({ rpcUrl: net.rpcUrl, domain: () => DOMAIN })
  injectTonTestWallet(wallet, page)
  adapter = tonAdapter({ getWindow: () => page })
}, 120_000)
afterAll(() => net?.close())

const connector = () => adapter.getConnectors!().find((c) => c.id === TON_TEST_WALLET_KEY)!

describe('TON chain plugin on the TON sandbox', () => {
  it('BYD-36 finds the injected TonConnect wallet and connects with the address TON wallets show', async () => {
    expect(connector()).toMatchObject({ name: 'Airlock TON Wallet', type: 'INJECTED', chain: 'ton' })
    const connected = await adapter.connect({ connector: connector(), network: local })
    expect(connected.address).toBe(net.accounts[0]!.address)
    expect(connected.address).toMatch(/^UQ/)
    expect(connected.caipNetwork.caipNetworkId).toBe('ton:-239')
    expect(adapter.isAddress(connected.address)).toBe(true)
  })

  it('BYD-36 shows the balance in TON (9 decimals), exactly what the chain holds', async () => {
    const nanotons = await rawBalance(wallet.rawAddress)
    const { balance, symbol } = await adapter.getBalance!({ address: wallet.address, network: local })
    expect(symbol).toBe('TON')
    expect(balance).toBe(`${nanotons / 10n ** 9n}.${(nanotons % 10n ** 9n).toString().padStart(9, '0')}`.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''))
  })

  it('BYD-36 sends TON: the wallet signs for its contract, the receiver is paid, the id is the message hash', async () => {
    const receiver = tonSandboxAccount(1)
    const before = await rawBalance(receiver.rawAddress)
    const hash = await adapter.sendTransfer!({ from: wallet.address, to: receiver.address, value: 250_000_000n, network: local, provider: connector().provider })
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    const history = (await (await fetch(`${net.rpcUrl}/getTransactions?address=${receiver.address}&limit=1`)).json()).result
    expect(history[0].in_msg.value).toBe('250000000')
    expect(await rawBalance(receiver.rawAddress)).toBe(before + 250_000_000n - BigInt(history[0].fee))
    const sender = (await (await fetch(`${net.rpcUrl}/getTransactions?address=${wallet.rawAddress}&limit=1`)).json()).result
    expect(sender[0].in_msg.hash).toBe(hash)
  })

  it('BYD-36 reads the history: the send is out on the sender, in on the receiver, with amount, counterparty, time and the send id', async () => {
    const receiver = tonSandboxAccount(2)
    const sentAt = Date.now()
    const id = await adapter.sendTransfer!({ from: wallet.address, to: receiver.address, value: 1_234_500_000n, network: local, provider: connector().provider })
    const mine = await adapter.getActivity!({ address: wallet.address, network: local })
    expect(mine.transactions[0]).toMatchObject({
      id,
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      status: 'confirmed',
      operationType: 'send',
      from: wallet.address,
      to: receiver.address,
      transfers: [{ direction: 'out', amount: '1.2345', symbol: 'TON' }],
    })
    expect(Math.abs(mine.transactions[0]!.time - sentAt)).toBeLessThan(60_000)
    // The earlier 0.25 TON send is the entry after it; the wallet's deploy moved no TON and is not listed.
    expect(mine.transactions[1]).toMatchObject({ transfers: [{ direction: 'out', amount: '0.25' }] })
    expect(mine.next).toBeUndefined()
    const theirs = await adapter.getActivity!({ address: receiver.address, network: local })
    expect(theirs.transactions[0]).toMatchObject({ status: 'confirmed', operationType: 'receive', from: wallet.address, to: receiver.address, transfers: [{ direction: 'in', amount: '1.2345', symbol: 'TON' }] })
  })

  it('pages the history with toncenter\'s lt and hash: every entry once, in order', async () => {
    const whole = await getTonActivity({ address: wallet.address, network: local })
    const seen: string[] = []
    let cursor: string | undefined
    do {
      const page = await getTonActivity({ address: wallet.address, network: local, cursor, pageSize: 1 })
      seen.push(...page.transactions.map((t) => t.id))
      cursor = page.next
    } while (cursor)
    expect(seen).toEqual(whole.transactions.map((t) => t.id))
    expect(seen.length).toBeGreaterThanOrEqual(2)
  })

  it('a hostile node: unreadable history entries are dropped, an answer that is no list rejects clearly', async () => {
    // A toncenter-shaped server that lies: the attack is its answer, so it runs as a real HTTP server.
    const real = (await (await fetch(`${net.rpcUrl}/getTransactions?address=${wallet.rawAddress}&limit=1`)).json()).result[0]
    let answer: unknown
    const hostile: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer)))
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve))
    const liar = { ...ton, rpcUrls: { default: { http: [`http://127.0.0.1:${(hostile.address() as AddressInfo).port}/api/v2`] } } }
    try {
      answer = {
        ok: true,
        result: [
          null,
          'x',
          { ...real, utime: 'soon' },
          { ...real, out_msgs: [{ ...real.out_msgs[0], value: '-5' }] },
          { ...real, out_msgs: [{ ...real.out_msgs[0], destination: '<img src=x onerror=alert(1)>' }] },
          { ...real, transaction_id: { lt: '1', hash: '../../etc' } },
          real,
        ],
      }
      const page = await adapter.getActivity!({ address: wallet.address, network: liar })
      expect(page.transactions).toHaveLength(1)
      expect(page.transactions[0]!.id).toBe(real.in_msg.hash)
      answer = { ok: true, result: { not: 'a list' } }
      await expect(adapter.getActivity!({ address: wallet.address, network: liar })).rejects.toThrowError(/^The TON API answered no history: unreadable body$/)
      answer = { ok: false, error: 'rate limited', code: 429 }
      await expect(adapter.getActivity!({ address: wallet.address, network: liar })).rejects.toThrowError(/^The TON API answered no history: rate limited$/)
    } finally {
      hostile.close()
    }
  })

  it('BYD-36 Max keeps the estimated fee back: the whole rest is sent, the send succeeds, the fee paid is within the estimate', async () => {
    // A wallet of its own (account 2), so the other tests keep their funds.
    const sender = createTonTestWallet({ rpcUrl: net.rpcUrl, seed: net.accounts[2]!.seed, domain: () => DOMAIN })
    const senderPage: Record<string, unknown> = {}
    injectTonTestWallet(sender, senderPage)
    const senderAdapter = tonAdapter({ getWindow: () => senderPage })
    const c = senderAdapter.getConnectors!()[0]!
    await senderAdapter.connect({ connector: c, network: local })
    const to = net.accounts[1]!.address
    const fee = await senderAdapter.estimateFee!({ from: sender.address, to, network: local })
    // A plain transfer costs a few thousandths of a TON.
    expect(fee > 100_000n && fee < 50_000_000n).toBe(true)
    // What the send plugin's Max does: the balance less twice the estimate.
    const reserve = await estimateFeeReserve({ adapter: senderAdapter, network: local, from: sender.address, to, provider: c.provider })
    // Its own estimate, a moment later: the storage fee of the seconds between may differ (a CI run saw 2 nanoton).
    expect(reserve * 1000n >= fee * 1999n && reserve * 1000n <= fee * 2001n).toBe(true)
    const { balance } = await senderAdapter.getBalance!({ address: sender.address, network: local })
    const before = await rawBalance(sender.rawAddress)
    expect(parseDecimalAmount(balance, 9)).toBe(before)
    const max = maxSendAmount({ name: 'TON', symbol: 'TON', chainId: 'ton:-239', price: 0, quantity: { decimals: '9', numeric: balance }, iconUrl: '' }, reserve)
    const value = parseDecimalAmount(max, 9)
    expect(value).toBe(before - reserve)
    await senderAdapter.sendTransfer!({ from: sender.address, to, value, network: local, provider: c.provider })
    const history = (await (await fetch(`${net.rpcUrl}/getTransactions?address=${sender.rawAddress}&limit=1`)).json()).result
    expect(history[0]).toMatchObject({ success: true, out_msgs: [{ value: value.toString() }] })
    const left = await rawBalance(sender.rawAddress)
    const paid = before - value - left
    expect(left >= 0n).toBe(true)
    // The estimate priced this very transfer (the same contract, message size and seqno): what was paid matches it.
    // Only the storage fee of the seconds between the two may differ.
    expect(paid <= reserve).toBe(true)
    expect(paid * 1000n >= fee * 999n && paid * 1000n <= fee * 1001n).toBe(true)
    expect(left).toBe(reserve - paid)
  })

  it('the fee estimate is toncenter\'s estimateFee dry run: nothing moves, and a wallet that refuses the message gets no estimate', async () => {
    const seqnoOf = async (address: string) => (await (await fetch(`${net.rpcUrl}/getWalletInformation?address=${address}`)).json()).result.seqno
    const before = { balance: await rawBalance(wallet.rawAddress), seqno: await seqnoOf(wallet.rawAddress) }
    await adapter.estimateFee!({ from: wallet.address, to: net.accounts[1]!.address, network: local })
    expect({ balance: await rawBalance(wallet.rawAddress), seqno: await seqnoOf(wallet.rawAddress) }).toEqual(before)
    // An account with no wallet deployed: nothing to price, and Max then keeps nothing back.
    const nobody = Address.parseRaw(`0:${'11'.repeat(32)}`).toString({ bounceable: false })
    await expect(adapter.estimateFee!({ from: nobody, network: local })).rejects.toThrowError(/not deployed/)
    expect(await estimateFeeReserve({ adapter, network: local, from: nobody })).toBe(0n)
  })

  it('prices a wallet v5r1 transfer and a v3r2 one by their own layouts: a real signed v5r1 transfer then costs what was estimated', async () => {
    const keys = keyPairFromSeed(Buffer.alloc(32, 5))
    const treasury = await net.blockchain.treasury('fee-test')
    const to = net.accounts[1]!.address
    const deploy = async (contract: 'v3r2' | 'v5r1') => {
      const wallet = tonWalletStateInit(contract, keys.publicKey)
      await treasury.send({ to: wallet.address, value: toNano('10'), init: wallet.init, bounce: false })
      return wallet.address.toString({ bounceable: false })
    }
    const v5 = await deploy('v5r1')
    const v3 = await deploy('v3r2')
    const v4Fee = await adapter.estimateFee!({ from: wallet.address, to, network: local })
    const v5Fee = await adapter.estimateFee!({ from: v5, to, value: toNano('1'), network: local })
    const v3Fee = await adapter.estimateFee!({ from: v3, to, network: local })
    // Same transfer, other contracts: the same order of cost (W5 runs more code).
    for (const fee of [v5Fee, v3Fee]) expect(fee > v4Fee / 2n && fee < v4Fee * 3n).toBe(true)

    // The v5r1 transfer, signed for real: the contract checks the layout and the signature.
    const data = (await net.blockchain.getContract(Address.parse(v5))).accountState
    const stored = data?.type === 'active' ? data.state.data!.beginParse() : undefined
    stored!.skip(1)
    const seqno = stored!.loadUint(32)
    const walletId = stored!.loadUint(32)
    const message = beginCell().store(storeMessageRelaxed(internal({ to: Address.parse(to), value: toNano('1'), bounce: false }))).endCell()
    const actions = beginCell().storeRef(beginCell().endCell()).storeUint(0x0ec3c86d, 32).storeUint(3, 8).storeRef(message).endCell()
    const request = beginCell().storeUint(0x7369676e, 32).storeUint(walletId, 32).storeUint(Math.floor(Date.now() / 1000) + 60, 32).storeUint(seqno, 32).storeMaybeRef(actions).storeBit(0).endCell()
    const body = beginCell().storeSlice(request.beginParse()).storeBuffer(sign(request.hash(), keys.secretKey)).endCell()
    const boc = beginCell().store(storeMessage(external({ to: Address.parse(v5), body }))).endCell().toBoc().toString('base64')
    const before = await rawBalance(v5)
    const sent = await (await fetch(`${net.rpcUrl}/sendBoc`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ boc }) })).json()
    expect(sent.ok).toBe(true)
    const paid = before - (await rawBalance(v5)) - toNano('1')
    expect(paid * 1000n >= v5Fee * 999n && paid * 1000n <= v5Fee * 1001n).toBe(true)

    // A contract the kit does not know: no estimate (Max then keeps nothing back).
    const other = { code: beginCell().storeUint(0xabcdef, 32).endCell(), data: beginCell().storeUint(0, 32).endCell() }
    const otherAddress = contractAddress(0, other)
    await treasury.send({ to: otherAddress, value: toNano('1'), init: other, bounce: false })
    await expect(adapter.estimateFee!({ from: otherAddress.toString({ bounceable: false }), network: local })).rejects.toThrowError(/not one whose transfers the kit can price/)
  })

  it('shows and accepts the testnet forms on a testnet (0Q…), and refuses a testnet-only receiver on mainnet', async () => {
    const testnet = { ...tonTestnet, rpcUrls: { default: { http: [net.rpcUrl] } } }
    const events: unknown[] = []
    const unwatch = adapter.watchWallet!((event) => events.push(event))
    // Switching to the testnet shows the same account in its testnet form, and back.
    await adapter.switchNetwork({ network: testnet, connector: connector() })
    const testnetForm = Address.parse(wallet.address).toString({ bounceable: false, testOnly: true })
    expect(testnetForm).toMatch(/^0Q/)
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [testnetForm] }])
    await adapter.switchNetwork({ network: local, connector: connector() })
    expect(events.at(-1)).toEqual({ type: 'accountsChanged', accounts: [wallet.address] })
    unwatch()
    const connected = await adapter.connect({ connector: connector(), network: testnet })
    expect(connected.address).toBe(testnetForm)
    // A testnet receiver in its bounceable testnet form (kQ…) is paid on the testnet.
    const receiver = tonSandboxAccount(1)
    const kq = Address.parse(receiver.address).toString({ bounceable: true, testOnly: true })
    expect(kq).toMatch(/^kQ/)
    const before = await rawBalance(receiver.rawAddress)
    await adapter.sendTransfer!({ from: connected.address, to: kq, value: 1_000_000n, network: testnet, provider: connector().provider })
    const history = (await (await fetch(`${net.rpcUrl}/getTransactions?address=${receiver.rawAddress}&limit=1`)).json()).result
    expect(await rawBalance(receiver.rawAddress)).toBe(before + 1_000_000n - BigInt(history[0].fee))
    // On mainnet a testnet-only form is refused before the wallet is asked.
    await adapter.connect({ connector: connector(), network: local })
    await expect(adapter.sendTransfer!({ from: wallet.address, to: kq, value: 1n, network: local })).rejects.toThrowError(`Invalid TON address: ${kq}`)
  })

  it('refuses a receiver that is not a TON address before the wallet is asked', async () => {
    await expect(adapter.sendTransfer!({ from: wallet.address, to: '0xabc', value: 1n, network: local })).rejects.toThrowError(/^Invalid TON address: 0xabc$/)
  })

  it('BYD-36 signs in: TonConnect signData over the SIWX text, verified against the wallet state init', async () => {
    const message = `${DOMAIN} wants you to sign in with your ton account:\n${wallet.address}\n\nURI: https://${DOMAIN}\nVersion: 1\nChain ID: -239\nNonce: abc12345`
    const signature = await adapter.signMessage!({ message, address: wallet.address, provider: connector().provider! })
    const session = { data: { chainId: 'ton:-239', accountAddress: wallet.address, domain: DOMAIN }, message, signature }
    const verifier = new TonVerifier()
    expect(verifier.shouldVerify(session)).toBe(true)
    expect(await verifier.verify(session)).toBe(true)
    // A tampered text, another site's domain, another account: each fails.
    expect(await verifier.verify({ ...session, message: message.replace('abc12345', 'abc12346') })).toBe(false)
    expect(await verifier.verify({ ...session, data: { ...session.data, domain: 'evil.test' } })).toBe(false)
    expect(await verifier.verify({ ...session, data: { ...session.data, accountAddress: net.accounts[1]!.address } })).toBe(false)
  })

  it('refuses a sign-in whose key material does not belong to the address (a forged state init or key)', async () => {
    // The attacker signs with their own key and claims the victim's address.
    const attacker = createTonTestWallet({ rpcUrl: net.rpcUrl, seed: net.accounts[2]!.seed, domain: () => DOMAIN })
    const attackerPage: Record<string, unknown> = {}
    injectTonTestWallet(attacker, attackerPage)
    const attackerAdapter = tonAdapter({ getWindow: () => attackerPage })
    const c = attackerAdapter.getConnectors!()[0]!
    await attackerAdapter.connect({ connector: c, network: local })
    const message = `${DOMAIN} wants you to sign in with your ton account:\n${wallet.address}\n\nNonce: x`
    const forged = await attackerAdapter.signMessage!({ message, address: wallet.address, provider: c.provider! })
    const verifier = new TonVerifier()
    const claim = (signature: string) => verifier.verify({ data: { chainId: 'ton:-239', accountAddress: wallet.address, domain: DOMAIN }, message, signature })
    expect(await claim(forged)).toBe(false)
    // The victim's state init with the attacker's key and signature: the stored key differs.
    const envelope = decodeTonSignInSignature(forged)!
    const victimInit = decodeTonSignInSignature(await adapter.signMessage!({ message, address: wallet.address, provider: connector().provider! }))!.walletStateInit
    expect(await claim(JSON.stringify({ ...envelope, walletStateInit: victimInit }))).toBe(false)
    expect(await claim(JSON.stringify({ ...envelope, walletStateInit: victimInit, publicKey: keyPairFromSeed(Buffer.from(net.accounts[0]!.seed, 'hex')).publicKey.toString('hex') }))).toBe(false)
    expect(await claim('not json')).toBe(false)
  })

  it('a refused signature or connect is the visitor\'s no (4001), and nothing is sent', async () => {
    wallet.script({ rejectSign: true })
    await expect(adapter.sendTransfer!({ from: wallet.address, to: net.accounts[1]!.address, value: 1n, network: local })).rejects.toMatchObject({ code: 4001 })
    wallet.script({ rejectSign: false, rejectConnect: true })
    await expect(adapter.connect({ connector: connector(), network: local })).rejects.toMatchObject({ code: 4001, message: 'User declined the connection' })
    wallet.script({ rejectConnect: false })
  })

  it('restores a session the wallet still grants, and none after a disconnect', async () => {
    expect((await adapter.reconnect!({ connector: connector(), network: local }))?.address).toBe(wallet.address)
    await adapter.disconnect({ connector: connector() })
    expect(adapter.getProvider!()).toBeUndefined()
    expect(await adapter.reconnect!({ connector: connector(), network: local })).toBeUndefined()
  })

  it('fails soft when the network RPC is unreachable: the balance rejects, nothing hangs', async () => {
    const down = { ...ton, rpcUrls: { default: { http: ['http://127.0.0.1:9/api/v2'] } } }
    await expect(adapter.getBalance!({ address: wallet.address, network: down })).rejects.toThrow()
    const wrong = { ...ton, rpcUrls: { default: { http: [`${net.rpcUrl.replace('/api/v2', '')}/nope`] } } }
    await expect(adapter.getBalance!({ address: wallet.address, network: wrong })).rejects.toThrowError(/^HTTP status code: 404$/)
  })
})
