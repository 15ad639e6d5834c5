import { describe, expect, it } from 'vitest'
import { resolveCloseView } from './resolveCloseView'

describe('resolveCloseView', () => {
  it('RTR-13 RTR-15 leaves Connect, or Account in embedded mode when connected', () => {
    expect(resolveCloseView({ isEmbedded: () => false, isConnected: () => true })).toBe('Connect')
    expect(resolveCloseView({ isEmbedded: () => true, isConnected: () => true })).toBe('Account')
    expect(resolveCloseView({ isEmbedded: () => true, isConnected: () => false })).toBe('Connect')
  })
})
