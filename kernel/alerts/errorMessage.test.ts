import { describe, expect, it } from 'vitest'
import { errorMessage } from '../errors'

describe('errorMessage', () => {
  it('ERR-12 falls back to "Unknown error" for an error without a message', () => {
    expect(errorMessage(undefined)).toBe('Unknown error')
    expect(errorMessage(null)).toBe('Unknown error')
    expect(errorMessage({})).toBe('Unknown error')
    expect(errorMessage(new Error(''))).toBe('Unknown error')
    expect(errorMessage('')).toBe('Unknown error')
    expect(errorMessage({ message: 42 })).toBe('Unknown error')
  })

  it('ERR-12 keeps a message when there is one', () => {
    expect(errorMessage(new Error('Failed to disconnect'))).toBe('Failed to disconnect')
    expect(errorMessage('Chain is not supported')).toBe('Chain is not supported')
    expect(errorMessage({ message: 'Unsupported chain' })).toBe('Unsupported chain')
  })
})
