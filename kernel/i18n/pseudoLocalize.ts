import { mapMessageText } from './formatMessage'

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!]),
)

/**
 * The pseudo-locale's text for an English pattern: letters accented, 40 % longer, in brackets.
 * Placeholders and plural syntax are kept, so values still fill in; any visible text without
 * the brackets did not come from a catalogue.
 */
export function pseudoLocalize(pattern: string): string {
  let letters = 0
  const body = mapMessageText(pattern, (text) => {
    letters += text.length
    return [...text].map((c) => ACCENTED[c] ?? c).join('')
  })
  // The padding may break every 10 marks (a zero-width space), as a real translation's longer
  // text breaks between words: one unbreakable run would test a line no language writes.
  const padding = '~'.repeat(Math.ceil(letters * 0.4)).replace(/(~{10})(?=~)/g, '$1\u200b')
  return `[${body}${padding}]`
}
