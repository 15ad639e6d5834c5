import { describe, expect, it, vi } from 'vitest'
import { ChainError, ErrorMessages, I18N, KIT_CONTAINER, createAppKit, errorText } from '../../kernel'
import { eip155Adapter } from './eip155Adapter'
import { eip155ErrorMessages } from './eip155ErrorMessages'
import { testMainnet } from './testing/testNetworks'

// A kit in `locale` with the real adapter: its pack registers with it, as in a host.
async function i18nOf(locale: string) {
  const kit = createAppKit({ projectId: 'test-project', networks: [testMainnet], adapters: [eip155Adapter()], locale, endpoints: { fonts: '' } })
  await kit.ready() // adapters register during start-up
  const i18n = kit[KIT_CONTAINER].resolve(I18N)
  await i18n.ready('chain-eip155')
  return i18n
}

// The pack registers during start-up and its chunk arrives a moment later: wait for the words.
async function expectWords(i18n: Awaited<ReturnType<typeof i18nOf>>, error: unknown, words: string) {
  await vi.waitFor(() => expect(errorText(i18n, error)).toBe(words))
}

describe('the EVM plugin’s error words', () => {
  it('keeps spec §8’s exact English for hosts (ADPT-05 "Chain is not supported")', () => {
    expect(ChainError.worded(eip155ErrorMessages, 'chainNotSupported').message).toBe(ErrorMessages.chainNotSupported)
    expect(ChainError.worded(eip155ErrorMessages, 'noAccounts', { name: 'Rabby' }).message).toBe('Rabby returned no accounts')
  })

  it('registers with the adapter and reads German, Japanese and Hebrew from its own catalogue', async () => {
    const refused = ChainError.worded(eip155ErrorMessages, 'chainNotSupported', undefined, { code: 4200 })
    const empty = ChainError.worded(eip155ErrorMessages, 'noAccounts', { name: 'Rabby' })
    const de = await i18nOf('de')
    await expectWords(de, refused, 'Dieses Netzwerk wird nicht unterstützt')
    await expectWords(de, empty, 'Rabby hat keine Konten geliefert')
    await expectWords(await i18nOf('ja'), empty, 'Rabby からアカウントが返されませんでした')
    await expectWords(await i18nOf('he'), refused, 'הרשת אינה נתמכת')
  })
})
