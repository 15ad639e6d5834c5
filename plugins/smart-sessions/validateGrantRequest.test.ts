import { describe, expect, it } from 'vitest'
import type { SmartSessionGrantPermissionsRequest } from './contract'
import { GrantErrors, validateGrantRequest } from './validateGrantRequest'

const NOW = Date.UTC(2026, 0, 1)
const KEY = { type: 'secp256k1', publicKey: '0x02aa' } as const
const ADDRESS = `0x${'1'.repeat(40)}` as const

const valid = (): SmartSessionGrantPermissionsRequest => ({
  chainId: '0x1',
  expiry: NOW / 1000 + 60,
  signer: { type: 'keys', data: { keys: [KEY] } },
  permissions: [
    { type: 'native-token-recurring-allowance', data: { allowance: '0x10', start: 0, period: 86400 } },
    { type: 'erc20-recurring-allowance', data: { token: ADDRESS, allowance: '0x10', start: 0, period: 3600 } },
    { type: 'contract-call', data: { address: ADDRESS, functions: [{ functionName: 'mint' }] } },
  ],
  policies: [],
})

const check = (patch: Record<string, unknown>, activeChainId?: number) => validateGrantRequest({ ...valid(), ...patch }, { now: NOW, activeChainId })

describe('validateGrantRequest (ERC-7715)', () => {
  it('accepts the three permission types with their data', () => {
    expect(validateGrantRequest(valid(), { now: NOW, activeChainId: 1 })).toBeUndefined()
  })

  it('refuses a non-object, a bad or other chain id', () => {
    expect(validateGrantRequest(null)).toBe(GrantErrors.invalidRequest)
    expect(check({ chainId: 1 })).toBe(GrantErrors.chainId)
    expect(check({ chainId: '0x89' }, 1)).toBe('The request is for chain 0x89, but the wallet is on another chain')
  })

  it('refuses an expiry now or in the past, or not a number', () => {
    expect(check({ expiry: NOW / 1000 })).toBe(GrantErrors.expiry)
    expect(check({ expiry: String(NOW / 1000 + 60) })).toBe(GrantErrors.expiry)
    expect(check({ expiry: Number.NaN })).toBe(GrantErrors.expiry)
  })

  it('refuses missing or malformed signer keys', () => {
    expect(check({ signer: undefined })).toBe(GrantErrors.signer)
    expect(check({ signer: { type: 'keys', data: { keys: [] } } })).toBe(GrantErrors.signer)
    expect(check({ signer: { type: 'keys', data: { keys: [{ type: 'ed25519', publicKey: '0x01' }] } } })).toBe(GrantErrors.signer)
    expect(check({ signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: 'zz' }] } } })).toBe(GrantErrors.signer)
  })

  it('refuses no permissions, unknown types, bad data and policies that are not an array', () => {
    expect(check({ permissions: [] })).toBe(GrantErrors.permissions)
    expect(check({ permissions: [{ type: 'spend-it-all', data: {} }] })).toBe('Unsupported permission type: spend-it-all')
    expect(check({ permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: 16, start: 0, period: 1 } }] })).toBe(
      'Invalid data for permission native-token-recurring-allowance',
    )
    expect(check({ permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1', start: 0, period: 0 } }] })).toBe(
      GrantErrors.permissionData('native-token-recurring-allowance'),
    )
    expect(check({ permissions: [{ type: 'erc20-recurring-allowance', data: { token: '0x12', allowance: '0x1', start: 0, period: 1 } }] })).toBe(
      GrantErrors.permissionData('erc20-recurring-allowance'),
    )
    expect(check({ permissions: [{ type: 'contract-call', data: { address: ADDRESS } }] })).toBe(GrantErrors.permissionData('contract-call'))
    expect(check({ policies: {} })).toBe(GrantErrors.policies)
  })
})
