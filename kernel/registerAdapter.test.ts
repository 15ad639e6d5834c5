import { describe, expect, it, vi } from 'vitest'
import { createAppKit } from './createAppKit'
import { createTestChainAdapter } from './connection/testing/testChainAdapter'
import { testMainnet } from './connection/testing/testNetworks'
import { ChainError } from './errors'
import { defineMessages } from './i18n/defineMessages'
import { errorText } from './i18n/errorText'
import { KIT_CONTAINER } from './kitContainer'
import { I18N } from './tokens'

// A chain family's pack as a third party ships it: English in its code, a German chunk.
const words = defineMessages('chain-notes', 'Errors', { locked: '{name} is locked' })
const loads: string[] = []
const messages = {
  pack: 'chain-notes',
  load: async () => {
    loads.push('index')
    return { default: { de: async () => ({ default: { 'Errors.locked': '{name} ist gesperrt' } }) } }
  },
}

function kitIn(locale?: string) {
  const adapter = { ...createTestChainAdapter('eip155'), messages }
  return createAppKit({ projectId: 'test-project', networks: [testMainnet] as never, adapters: [adapter], locale, endpoints: { fonts: '' } })
}

describe('registerAdapter: a chain family’s message pack', () => {
  it('an English page loads neither the i18n runtime nor the pack; a switch to German brings the pack’s words', async () => {
    loads.length = 0
    const kit = kitIn('en')
    await kit.ready()
    const i18n = kit[KIT_CONTAINER].resolve(I18N)
    expect(i18n.loaded).toBe(false)
    expect(loads).toEqual([])
    const error = ChainError.worded(words, 'locked', { name: 'TronLink' })
    expect(errorText(i18n, error)).toBe('TronLink is locked')
    await i18n.setLocale('de')
    await vi.waitFor(() => expect(errorText(i18n, error)).toBe('TronLink ist gesperrt'))
    expect(loads).toEqual(['index'])
  })

  it('a German page registers it at start-up', async () => {
    const kit = kitIn('de')
    await kit.ready()
    const i18n = kit[KIT_CONTAINER].resolve(I18N)
    await vi.waitFor(() => expect(errorText(i18n, ChainError.worded(words, 'locked', { name: 'Phantom' }))).toBe('Phantom ist gesperrt'))
  })
})
