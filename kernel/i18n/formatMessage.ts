// A small ICU MessageFormat subset: `{name}` placeholders, `{n, plural, =0 {…} one {…} other {…}}`
// with `#`, and `{x, select, a {…} other {…}}`, nested. No apostrophe quoting: translations use
// apostrophes as text (French "l'adresse"), and no message needs a literal brace.
// Why our own: Intl.PluralRules does the locale work; intl-messageformat would add ~9 kB gzip to
// every visitor for features (dates, offsets, quoting) the catalogues do not use.

export type MessageValues = Readonly<Record<string, string | number | undefined>>

type Part =
  | string
  | { kind: 'arg'; name: string }
  | { kind: 'pound' }
  | { kind: 'plural' | 'select'; name: string; options: Map<string, Part[]> }

class MessageSyntaxError extends Error {
  constructor(pattern: string, at: number) {
    super(`Message syntax error at ${at}: ${pattern}`)
  }
}

function parse(pattern: string): Part[] {
  let i = 0
  const parseParts = (inPlural: boolean): Part[] => {
    const parts: Part[] = []
    let text = ''
    const flush = () => {
      if (text) parts.push(text)
      text = ''
    }
    while (i < pattern.length) {
      const ch = pattern[i]!
      if (ch === '}') break
      if (ch === '#' && inPlural) {
        flush()
        parts.push({ kind: 'pound' })
        i++
      } else if (ch === '{') {
        flush()
        parts.push(parseArgument())
      } else {
        text += ch
        i++
      }
    }
    flush()
    return parts
  }
  const word = (): string => {
    while (pattern[i] === ' ') i++
    const start = i
    while (i < pattern.length && !/[\s,{}]/.test(pattern[i]!)) i++
    if (start === i) throw new MessageSyntaxError(pattern, i)
    const w = pattern.slice(start, i)
    while (pattern[i] === ' ') i++
    return w
  }
  const parseArgument = (): Part => {
    i++ // {
    const name = word()
    if (pattern[i] === '}') {
      i++
      return { kind: 'arg', name }
    }
    if (pattern[i] !== ',') throw new MessageSyntaxError(pattern, i)
    i++
    const type = word()
    if ((type !== 'plural' && type !== 'select') || pattern[i] !== ',') throw new MessageSyntaxError(pattern, i)
    i++
    const options = new Map<string, Part[]>()
    while (true) {
      while (pattern[i] === ' ' || pattern[i] === '\n') i++
      if (pattern[i] === '}') break
      const key = word()
      if (pattern[i] !== '{') throw new MessageSyntaxError(pattern, i)
      i++
      options.set(key, parseParts(type === 'plural'))
      if (pattern[i] !== '}') throw new MessageSyntaxError(pattern, i)
      i++
    }
    if (!options.has('other')) throw new MessageSyntaxError(pattern, i)
    i++ // }
    return { kind: type, name, options }
  }
  const parts = parseParts(false)
  if (i !== pattern.length) throw new MessageSyntaxError(pattern, i)
  return parts
}

const parsed = new Map<string, Part[]>()
const pluralRules = new Map<string, Intl.PluralRules>()
const numberFormats = new Map<string, Intl.NumberFormat>()

function pluralCategory(locale: string, n: number): string {
  let rules = pluralRules.get(locale)
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)))
  return rules.select(n)
}

function formatNumber(locale: string, n: number): string {
  let format = numberFormats.get(locale)
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)))
  return format.format(n)
}

function serialize(parts: Part[], mapText: (text: string) => string): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return mapText(part)
      if (part.kind === 'pound') return '#'
      if (part.kind === 'arg') return `{${part.name}}`
      const options = [...part.options].map(([key, body]) => `${key} {${serialize(body, mapText)}}`).join(' ')
      return `{${part.name}, ${part.kind}, ${options}}`
    })
    .join('')
}

/** The pattern with its text (not its placeholders or plural syntax) passed through `mapText`. */
export function mapMessageText(pattern: string, mapText: (text: string) => string): string {
  return serialize(parse(pattern), mapText)
}

/** Throws on a pattern this subset cannot read; the catalogue tests parse every message once. */
export function parseMessage(pattern: string): void {
  parse(pattern)
}

/** Fills `pattern` with `values` for `locale`. A missing value renders as empty text. */
export function formatMessage(pattern: string, values: MessageValues | undefined, locale: string): string {
  if (!values && !pattern.includes('{')) return pattern
  let parts = parsed.get(pattern)
  if (!parts) parsed.set(pattern, (parts = parse(pattern)))
  const render = (list: Part[], pound: number | undefined): string => {
    let out = ''
    for (const part of list) {
      if (typeof part === 'string') out += part
      else if (part.kind === 'pound') out += pound === undefined ? '#' : formatNumber(locale, pound)
      else if (part.kind === 'arg') {
        const value = values?.[part.name]
        out += typeof value === 'number' ? formatNumber(locale, value) : (value ?? '')
      } else {
        const value = values?.[part.name]
        if (part.kind === 'plural') {
          const n = Number(value ?? 0)
          const branch = part.options.get(`=${n}`) ?? part.options.get(pluralCategory(locale, n)) ?? part.options.get('other')!
          out += render(branch, n)
        } else {
          out += render(part.options.get(String(value)) ?? part.options.get('other')!, pound)
        }
      }
    }
    return out
  }
  return render(parts, undefined)
}
