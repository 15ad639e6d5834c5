import { describe, expect, it } from 'vitest'
import { alertMessages } from '../alerts/alertMessages'
import { buttonMessages } from '../elements/buttonModels'
import { snackMessages } from '../snackbar/snackMessages'
import { fillEnglish } from './fillEnglish'
import { formatMessage, parseMessage } from './formatMessage'

describe('fillEnglish', () => {
  it('fills plain arguments and leaves unknown ones as written', () => {
    expect(fillEnglish('Switch to {network}', { network: 'Base' })).toBe('Switch to Base')
    expect(fillEnglish('{a} and { b }', { a: 1, b: 'two' })).toBe('1 and two')
    expect(fillEnglish('Hello {who}', {})).toBe('Hello {who}')
    expect(fillEnglish('No arguments')).toBe('No arguments')
  })

  // The first load shows these before the full formatter loads: each must read the same through both.
  it.each([
    ['buttons', buttonMessages.en],
    ['alerts', alertMessages.en],
    ['snackbar', snackMessages.en],
  ])('reads every first-load %s message as the full formatter does', (_area, en) => {
    for (const pattern of Object.values(en) as string[]) {
      const values = Object.fromEntries([...pattern.matchAll(/\{\s*([A-Za-z0-9_]+)/g)].map((m) => [m[1]!, 'X']))
      expect(() => parseMessage(pattern)).not.toThrow()
      expect(fillEnglish(pattern, values), pattern).toBe(formatMessage(pattern, values, 'en'))
    }
  })
})
