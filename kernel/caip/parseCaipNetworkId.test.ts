import { describe, expect, it } from 'vitest'
import { InvalidCaipNetworkIdError } from '../errors'
import { formatCaipNetworkId } from './formatCaipNetworkId'
import { isCaipNetworkId } from './isCaipNetworkId'
import { parseCaipNetworkId } from './parseCaipNetworkId'

describe('parseCaipNetworkId', () => {
  it('splits an EVM and a Solana id into namespace and reference', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ chainNamespace: 'eip155', chainId: '1' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      chainNamespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it('keeps references that only look negative or hex (ton, tron)', () => {
    expect(parseCaipNetworkId('ton:-239').chainId).toBe('-239')
    expect(parseCaipNetworkId('tron:0x2b6653dc').chainId).toBe('0x2b6653dc')
  })

  it.each(['eip155:', ':1', ':', '', 'eip155', 'eip155:1:0xabc', 'a:b:c:d'])(
    'CAIP-06 rejects %j with "Invalid CAIP-2 network id"',
    (input) => {
      expect(() => parseCaipNetworkId(input)).toThrowError(/^Invalid CAIP-2 network id$/)
    },
  )

  it('CAIP-06 raises a typed error that carries the input', () => {
    try {
      parseCaipNetworkId('eip155:')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidCaipNetworkIdError)
      expect((error as InvalidCaipNetworkIdError).input).toBe('eip155:')
      expect((error as Error).message).toBe('Invalid CAIP-2 network id')
    }
  })

  it('CAIP-06 rejects a value that is not a string at runtime', () => {
    expect(() => parseCaipNetworkId(undefined as unknown as string)).toThrowError(
      /^Invalid CAIP-2 network id$/,
    )
  })
})

describe('isCaipNetworkId', () => {
  it('CAIP-06 accepts exactly 2 non-empty parts and nothing else', () => {
    expect(isCaipNetworkId('eip155:137')).toBe(true)
    expect(isCaipNetworkId('bip122:000000000019d6689c085ae165831e93')).toBe(true)
    for (const bad of ['eip155:', ':1', 'eip155', 'eip155:1:0xabc', '', 1, null, undefined]) {
      expect(isCaipNetworkId(bad)).toBe(false)
    }
  })
})

describe('formatCaipNetworkId', () => {
  it('joins namespace and reference and round-trips through parse', () => {
    const id = formatCaipNetworkId('eip155', 8453)
    expect(id).toBe('eip155:8453')
    expect(parseCaipNetworkId(id)).toEqual({ chainNamespace: 'eip155', chainId: '8453' })
  })

  it('CAIP-06 refuses to build an id with an empty or colon-bearing part', () => {
    expect(() => formatCaipNetworkId('eip155', '')).toThrowError(/^Invalid CAIP-2 network id$/)
    expect(() => formatCaipNetworkId('', 1)).toThrowError(/^Invalid CAIP-2 network id$/)
    expect(() => formatCaipNetworkId('eip155', '1:2')).toThrowError(/^Invalid CAIP-2 network id$/)
  })
})
