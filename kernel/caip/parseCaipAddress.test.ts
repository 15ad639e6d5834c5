import { describe, expect, it } from 'vitest'
import { InvalidCaipAddressError } from '../errors'
import { formatCaipAddress } from './formatCaipAddress'
import { KNOWN_NAMESPACES, isKnownNamespace } from './knownNamespaces'
import { parseCaipAddress } from './parseCaipAddress'

const EVM = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'
const SOL = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'

describe('parseCaipAddress', () => {
  it('CAIP-01 splits namespace, chain and address, and derives the CAIP-2 id', () => {
    expect(parseCaipAddress(`eip155:1:${EVM}`)).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: EVM,
      caipNetworkId: 'eip155:1',
    })
    expect(parseCaipAddress(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOL}`)).toMatchObject({
      chainNamespace: 'solana',
      address: SOL,
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it.each([`eip155:1`, EVM, `eip155:1:${EVM}:extra`, `eip155:1:0xab:cd`, ''])(
    'CAIP-01 CAIP-05 rejects %j (not exactly 3 parts) with "Invalid CAIP-10 address"',
    (input) => {
      expect(() => parseCaipAddress(input)).toThrowError(/^Invalid CAIP-10 address$/)
    },
  )

  it.each([`:1:${EVM}`, `eip155::${EVM}`, 'eip155:1:', '::'])(
    'CAIP-02 CAIP-05 rejects %j (an empty part) with "Invalid CAIP-10 address"',
    (input) => {
      expect(() => parseCaipAddress(input)).toThrowError(/^Invalid CAIP-10 address$/)
    },
  )

  it('CAIP-03 CAIP-05 rejects an unknown namespace, case included', () => {
    expect(() => parseCaipAddress(`foo:1:${EVM}`)).toThrowError(/^Invalid CAIP-10 address$/)
    expect(() => parseCaipAddress(`EIP155:1:${EVM}`)).toThrowError(/^Invalid CAIP-10 address$/)
  })

  it('CAIP-03 accepts every known namespace, and a plugin namespace passed in', () => {
    for (const ns of KNOWN_NAMESPACES) {
      expect(parseCaipAddress(`${ns}:ref:addr`).chainNamespace).toBe(ns)
    }
    expect(() => parseCaipAddress('aptos:1:0x1')).toThrow()
    expect(parseCaipAddress('aptos:1:0x1', { namespaces: ['aptos'] }).chainNamespace).toBe('aptos')
  })

  it('CAIP-03 lists the namespaces AppKit accepts', () => {
    for (const ns of ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos', 'sui', 'stacks', 'ton', 'tron']) {
      expect(isKnownNamespace(ns)).toBe(true)
    }
    expect(isKnownNamespace('foo')).toBe(false)
    expect(Object.isFrozen(KNOWN_NAMESPACES)).toBe(true)
  })

  it('CAIP-05 raises a typed error carrying the input', () => {
    const error = (() => {
      try {
        parseCaipAddress('eip155:1')
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(InvalidCaipAddressError)
    expect((error as InvalidCaipAddressError).input).toBe('eip155:1')
    expect((error as Error).message).toBe('Invalid CAIP-10 address')
  })
})

describe('formatCaipAddress', () => {
  it('CAIP-01 builds an address that parses back', () => {
    const caip = formatCaipAddress('eip155:10', EVM)
    expect(caip).toBe(`eip155:10:${EVM}`)
    expect(parseCaipAddress(caip).address).toBe(EVM)
  })

  it('CAIP-02 refuses an empty address and a malformed network id', () => {
    expect(() => formatCaipAddress('eip155:1', '')).toThrowError(/^Invalid CAIP Address$/)
    expect(() => formatCaipAddress('eip155:1', 'a:b')).toThrowError(/^Invalid CAIP Address$/)
    expect(() => formatCaipAddress('eip155:' as 'eip155:1', EVM)).toThrowError(
      /^Invalid CAIP-2 network id$/,
    )
  })
})
