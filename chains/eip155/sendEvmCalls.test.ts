// The batch rules on the scripted wallet; the same paths against a devnet and the real test
// wallet are in sandbox/integration/eip155AdapterWrites.test.ts.
import { describe, expect, it } from 'vitest'
import { mainnet, polygon } from '../../kernel/networks'
import { FALLBACK_CALLS_ID_MARKER, isSendCallsUnsupported, sendEvmCalls } from './sendEvmCalls'
import { createScriptedWallet } from './testing/createScriptedWallet'

const FROM = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH = `0x${'ab'.repeat(32)}`
const fail = (code: number, message: string) => Object.assign(new Error(message), { code })

describe('sendEvmCalls', () => {
  it('reads "no wallet_sendCalls" from 4200, -32601 and the messages wallets use instead', () => {
    expect(isSendCallsUnsupported(fail(4200, 'x'))).toBe(true)
    expect(isSendCallsUnsupported(fail(-32601, 'x'))).toBe(true)
    expect(isSendCallsUnsupported(fail(-32603, 'This request method is not supported'))).toBe(true)
    expect(isSendCallsUnsupported(fail(-32603, 'Unsupported wc_ method: wallet_sendCalls'))).toBe(true)
    expect(isSendCallsUnsupported(fail(4001, 'User rejected the request.'))).toBe(false)
    expect(isSendCallsUnsupported(fail(-32603, 'insufficient funds'))).toBe(false)
  })

  it("falls back call by call and answers with viem's fallback id: hashes, chain id, marker", async () => {
    const wallet = createScriptedWallet({ address: FROM, chainId: 137, behaviour: { answers: { eth_sendTransaction: HASH } } })
    const result = await sendEvmCalls({ provider: wallet, network: polygon, from: FROM, calls: [{ to: TO, value: 1n }, { to: TO, data: '0x1234' }] })
    expect(result).toEqual({ via: 'sequential', transactionHashes: [HASH, HASH], id: `0x${'ab'.repeat(64)}${'0'.repeat(62)}89${FALLBACK_CALLS_ID_MARKER}` })
    expect(wallet.calls.filter((c) => c.method === 'eth_sendTransaction').map((c) => c.params)).toEqual([
      [{ from: FROM, to: TO, value: '0x1' }],
      [{ from: FROM, to: TO, value: '0x0', data: '0x1234' }],
    ])
  })

  it('stops at the first failed call: later calls usually need the earlier ones', async () => {
    const wallet = createScriptedWallet({ address: FROM })
    // The scripted wallet knows no eth_sendTransaction: the first call fails with 4200.
    await expect(sendEvmCalls({ provider: wallet, network: mainnet, from: FROM, calls: [{ to: TO }, { to: TO }] })).rejects.toMatchObject({ code: 4200 })
    expect(wallet.calls.filter((c) => c.method === 'eth_sendTransaction')).toHaveLength(1)
  })

  it('a wallet error other than "unsupported" is the answer: no fallback', async () => {
    const wallet = createScriptedWallet({ address: FROM })
    wallet.request = async ({ method }) => {
      if (method === 'eth_chainId') return '0x1'
      throw fail(4001, 'User rejected the request.')
    }
    await expect(sendEvmCalls({ provider: wallet, network: mainnet, from: FROM, calls: [{ to: TO }] })).rejects.toMatchObject({ code: 4001 })
  })

  it('takes the id from a wallet batch, as an object (v2) or a bare string (v1)', async () => {
    for (const answer of [{ id: '0xbatch' }, '0xbatch']) {
      const wallet = createScriptedWallet({ address: FROM, behaviour: { answers: { wallet_sendCalls: answer } } })
      expect(await sendEvmCalls({ provider: wallet, network: mainnet, from: FROM, calls: [{ to: TO, value: 10n }] })).toEqual({ id: '0xbatch', via: 'wallet_sendCalls', transactionHashes: [] })
      expect(wallet.calls.at(-1)!.params).toEqual([{ version: '2.0.0', chainId: '0x1', from: FROM, calls: [{ to: TO, value: '0xa' }], atomicRequired: false, capabilities: undefined }])
    }
  })
})
