import { describe, expect, it } from 'vitest'
import { isNativeToken, tokenAddressOf } from './sendableToken'
import { erc20TransferAbi, transferAbiFor, usdtTransferAbi } from './transferAbiFor'

const token = (symbol: string, address?: string) => ({ symbol, address })

describe('transferAbiFor', () => {
  it('SEND-13 calls USDT-style contracts with their own ABI: _to, _value and no return value', () => {
    const abi = transferAbiFor(token('USDT', 'eip155:1:0xA15BB66138824a1c7167f5E85b957d04Dd34E468'))
    expect(abi).toBe(usdtTransferAbi)
    expect(abi[0].inputs.map((i) => i.name)).toEqual(['_to', '_value'])
    expect(abi[0].outputs).toEqual([])
  })

  it('SEND-13 recognises the known USDT contracts by address whatever their case or symbol', () => {
    expect(transferAbiFor(token('Tether', 'eip155:1:0xdAC17F958D2ee523a2206206994597C13D831ec7'))).toBe(usdtTransferAbi)
    expect(transferAbiFor(token('USDT0', '0x55d398326f99059fF775485246999027B3197955'))).toBe(usdtTransferAbi)
  })

  it('SEND-13 calls other ERC-20 tokens with the standard transfer(to, value) returns (bool)', () => {
    const abi = transferAbiFor(token('USDC', 'eip155:1:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'))
    expect(abi).toBe(erc20TransferAbi)
    expect(abi[0].inputs.map((i) => i.name)).toEqual(['to', 'value'])
    expect(abi[0].outputs).toEqual([{ name: '', type: 'bool' }])
  })
})

describe('tokenAddressOf / isNativeToken', () => {
  it('reads plain and CAIP-10 addresses; the native coin has none', () => {
    expect(tokenAddressOf({ address: 'eip155:1:0xabc' })).toBe('0xabc')
    expect(tokenAddressOf({ address: '0xabc' })).toBe('0xabc')
    expect(isNativeToken({})).toBe(true)
    expect(isNativeToken({ address: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' })).toBe(true)
    expect(isNativeToken({ address: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111112' })).toBe(true)
    expect(isNativeToken({ address: 'eip155:1:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35' })).toBe(false)
  })
})
