import { KNOWN_LOCALES } from '../../kernel'
import { useAppKitLocale } from '../../ui-shell'

/** The tag's own name for itself ("Deutsch", "العربية"); the pseudo-locale says what it is. */
function nameOf(tag: string): string {
  if (tag === 'en-XA') return 'Pseudo-locale (en-XA)'
  try {
    return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag
  } catch {
    return tag
  }
}

/** The demo's language picker: switches the kit at once and keeps `?locale=` for a reload. */
export function DemoLanguage() {
  const { locale, dir, setLocale } = useAppKitLocale()
  return (
    <label>
      Language{' '}
      <select
        data-testid="demo-locale"
        value={locale}
        onChange={(e) => {
          const next = e.target.value
          const url = new URL(location.href)
          url.searchParams.set('locale', next)
          history.replaceState(null, '', url)
          void setLocale(next)
        }}
      >
        {KNOWN_LOCALES.map((tag) => (
          <option key={tag} value={tag}>
            {nameOf(tag)}
          </option>
        ))}
      </select>{' '}
      <span data-testid="demo-locale-dir">{dir}</span>
    </label>
  )
}
