// The frame's locale: a tag from the kit, accepted only if it is one of the kit's own locales
// (anything else, including text posing as a tag, shows English), and the frame's own
// translations for it. Host-supplied words are never shown as the frame's.
import type { Catalogue, CatalogueLoaders } from '../../../kernel/i18n/defineMessages'
import { formatMessage } from '../../../kernel/i18n/formatMessage'
import { DEFAULT_LOCALE, KNOWN_LOCALES, PSEUDO_LOCALE, directionOf, type TextDirection } from '../../../kernel/i18n/locales'
import { pseudoLocalize } from '../../../kernel/i18n/pseudoLocalize'
import type { FrameText } from './frameMessages'
import FRAME_LOCALES from './locales/index'

export interface FrameLocale {
  locale: string
  dir: TextDirection
  t: FrameText
}

// In right-to-left text each value (an origin, an address, an amount) is a Unicode isolate
// (U+2068 … U+2069), so "0x12…ab" or "https://app.example" keeps its own order.
const isolated = (values: Readonly<Record<string, string | number>> | undefined) =>
  values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? `\u2068${value}\u2069` : value]))

const textOf = (catalogue: Catalogue | undefined, locale: string): FrameText => (messages, key, values) => {
  const english = messages.en[key]
  const pattern = locale === PSEUDO_LOCALE ? pseudoLocalize(english) : (catalogue?.[`${messages.area}.${key}`] ?? english)
  return formatMessage(pattern, directionOf(locale) === 'rtl' ? isolated(values) : values, locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale)
}

export const ENGLISH: FrameLocale = { locale: DEFAULT_LOCALE, dir: 'ltr', t: textOf(undefined, DEFAULT_LOCALE) }

/** The tag itself if the kit knows it, else English. */
export function checkLocale(tag: unknown): string {
  return typeof tag === 'string' && KNOWN_LOCALES.includes(tag) ? tag : DEFAULT_LOCALE
}

/** The frame's words in `tag`'s locale; an unknown tag, or a catalogue that fails to load, gives English. */
export async function loadFrameLocale(tag: unknown): Promise<FrameLocale> {
  const locale = checkLocale(tag)
  if (locale === DEFAULT_LOCALE) return ENGLISH
  const load = (FRAME_LOCALES as CatalogueLoaders)[locale as keyof CatalogueLoaders]
  const catalogue = load ? await load().then((m) => m.default, () => undefined) : undefined
  if (load && !catalogue) return ENGLISH
  return { locale, dir: directionOf(locale), t: textOf(catalogue, locale) }
}
