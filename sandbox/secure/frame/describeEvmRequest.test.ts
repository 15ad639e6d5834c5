// BYD-28: what the approval shows comes from the request and the secure site's own table.
import { encodeFunctionData, erc20Abi, maxUint256, parseEther, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import type { SecureNetworks } from '../secureNetworks'
import { describeEvmRequest, tokensOf, UnreadableRequestError } from './describeEvmRequest'
import { evmNetworkOf, readNetworkTable, solanaNetworkOf, UnknownNetworkError } from './frameNetworks'

const table: SecureNetworks = {
  eip155: [
    { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrl: 'http://127.0.0.1:1' },
    { id: 137, name: 'Polygon', nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 }, rpcUrl: 'http://127.0.0.1:2' },
  ],
  solana: [],
}
const ethereum = table.eip155[0]!
const to = '0x000000000000000000000000000000000000dEaD'
const token = '0x1111111111111111111111111111111111111111'

describe('describeEvmRequest', () => {
  it('BYD-28 a caller\'s chain description is not an input: 0.5 ETH on chain 1 shows as 0.5 ETH on Ethereum', () => {
    // The attack: the caller said "Sepolia test network", currency TEST, 36 decimals. Only the id reaches the table.
    const network = evmNetworkOf(table, 1)
    const view = describeEvmRequest({ method: 'eth_sendTransaction', params: [{ to, value: toHex(parseEther('0.5')) }], network }, table)
    expect(view.rows).toEqual([
      ['Network', 'Ethereum'],
      ['To', to],
      ['Amount', '0.5 ETH'],
    ])
    expect(view).toMatchObject({ title: 'Request for a transaction', confirmLabel: 'Approve' })
  })

  it('BYD-28 a chain the secure site does not know is refused, never shown', () => {
    expect(() => evmNetworkOf(table, 11155111)).toThrowError(UnknownNetworkError)
    expect(() => evmNetworkOf(table, '1')).toThrowError('The secure wallet does not know chain 1; the request was refused')
    expect(() => solanaNetworkOf(table, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toThrowError(UnknownNetworkError)
    expect(readNetworkTable('not json')).toEqual({ eip155: [], solana: [] })
  })

  it('BYD-28 an ERC-20 transfer is decoded from the call data, in the token\'s own decimals and symbol', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 2_500_000n] })
    const request = { method: 'eth_sendTransaction', params: [{ to: token, data }], network: ethereum }
    expect(tokensOf(request)).toEqual([token])
    const known = describeEvmRequest(request, table, new Map([[token, { symbol: 'USDC', decimals: 6 }]]))
    expect(known.rows).toContainEqual(['Token amount', '2.5 USDC'])
    expect(known.rows).toContainEqual(['Token to', to])
    const unknown = describeEvmRequest(request, table, new Map([[token, undefined]]))
    expect(unknown.rows).toContainEqual(['Token amount', '2500000 base units (token details unavailable)'])
  })

  it('BYD-28 an unlimited approval says so', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [to, maxUint256] })
    const view = describeEvmRequest({ method: 'eth_sendTransaction', params: [{ to: token, data }], network: ethereum }, table, new Map([[token, { symbol: 'USDC', decimals: 6 }]]))
    expect(view.rows).toContainEqual(['Allow spender', to])
    expect(view.rows).toContainEqual(['Up to', 'Unlimited USDC'])
  })

  it('BYD-28 a transaction or typed data for another chain than the wallet\'s is refused', () => {
    expect(() => describeEvmRequest({ method: 'eth_sendTransaction', params: [{ to, value: '0x1', chainId: '0x89' }], network: ethereum }, table)).toThrowError(UnreadableRequestError)
    const typed = { domain: { name: 'Mail', chainId: 137, verifyingContract: to }, types: {}, primaryType: 'Mail', message: { contents: 'hi' } }
    expect(() => describeEvmRequest({ method: 'eth_signTypedData_v4', params: ['0x', JSON.stringify(typed)], network: ethereum }, table)).toThrowError(
      'The typed data is for Polygon, the wallet is on Ethereum',
    )
    const view = describeEvmRequest({ method: 'eth_signTypedData_v4', params: ['0x', JSON.stringify({ ...typed, domain: { ...typed.domain, chainId: 1 } })], network: ethereum }, table)
    expect(view.rows).toEqual([
      ['Network', 'Ethereum'],
      ['Domain', 'Mail'],
      ['Contract', to],
    ])
  })

  it('a personal_sign message shows as text', () => {
    const view = describeEvmRequest({ method: 'personal_sign', params: [toHex('Hello'), to], network: ethereum }, table)
    expect(view).toEqual({ title: 'Request for a signature', rows: [['Network', 'Ethereum']], body: 'Hello', confirmLabel: 'Sign' })
  })
})
