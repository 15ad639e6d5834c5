import { describe, expect, it, vi } from 'vitest'
import { ChainError, I18N, KIT_CONTAINER, createAppKit, errorText } from '../../kernel'
import { tronMainnet } from '../../kernel/networks'
import { tronAdapter } from './tronAdapter'
import { tronErrorMessages } from './tronErrorMessages'

// A kit in `locale` with the real adapter: its pack registers with it, as in a host.
async function i18nOf(locale: string) {
  const kit = createAppKit({ projectId: 'test-project', networks: [tronMainnet], adapters: [tronAdapter()], locale, endpoints: { fonts: '' } })
  await kit.ready() // adapters register during start-up
  const i18n = kit[KIT_CONTAINER].resolve(I18N)
  await i18n.ready('chain-tron')
  return i18n
}

// The pack registers during start-up and its chunk arrives a moment later: wait for the words.
async function expectWords(i18n: Awaited<ReturnType<typeof i18nOf>>, error: unknown, words: string) {
  await vi.waitFor(() => expect(errorText(i18n, error)).toBe(words))
}

describe('the TRON plugin’s error words', () => {
  it('keeps the English for hosts and fills the node’s reason and the wait', () => {
    expect(ChainError.worded(tronErrorMessages, 'nodeRefused', { reason: 'BANDWIDTH_ERROR' }).message).toBe('The TRON node refused the transaction: BANDWIDTH_ERROR')
    expect(ChainError.worded(tronErrorMessages, 'notIncluded', { hash: 'ab12', seconds: 60 }).message).toBe('Transaction ab12 was not included within 60 s')
  })

  it('reads Japanese and Arabic (right to left, the data as given)', async () => {
    await expectWords(await i18nOf('ja'), ChainError.worded(tronErrorMessages, 'notIncluded', { hash: 'ab12', seconds: 60 }), 'トランザクション ab12 は 60 秒以内に取り込まれませんでした')
    await expectWords(await i18nOf('ar'), ChainError.worded(tronErrorMessages, 'nodeRefused', { reason: 'BANDWIDTH_ERROR' }), 'رفضت عقدة TRON المعاملة: BANDWIDTH_ERROR')
  })
})
