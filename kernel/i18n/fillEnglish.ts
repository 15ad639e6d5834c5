import type { MessageValues } from './formatMessage'

/**
 * English before the runtime loads, for the few words the first load shows (buttons, alerts,
 * snackbars): plain `{name}` arguments only. The full formatter (plurals, select) comes with the
 * runtime, so an English page's first load carries none of it.
 */
export const fillEnglish = (pattern: string, values?: MessageValues): string =>
  values ? pattern.replace(/\{\s*([A-Za-z0-9_]+)\s*\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : pattern
