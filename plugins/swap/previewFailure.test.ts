import { describe, expect, it } from 'vitest'
import { ChainError, defineMessages } from '../../kernel/plugin'
import { previewFailure } from './createSwapService'

describe('a failed approval or swap', () => {
  it('keeps a chain plugin’s catalogued words beside the English reason, so the preview shows them in the kit’s locale', () => {
    const words = defineMessages('chain-test', 'Errors', { notAtomic: 'The wallet cannot send these calls atomically' })
    const failed = previewFailure(new Error('wrapped', { cause: ChainError.worded(words, 'notAtomic') }))
    expect(failed.previewError).toBe('wrapped')
    expect(failed.previewErrorWords).toMatchObject({ key: 'notAtomic', messages: { pack: 'chain-test' } })
  })

  it('a wallet’s own answer has no words: the preview shows it as it came', () => {
    expect(previewFailure(new Error('User rejected the request.'))).toEqual({ previewError: 'User rejected the request.', previewErrorWords: undefined })
  })
})
