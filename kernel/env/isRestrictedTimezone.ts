import { RESTRICTED_TIMEZONES } from './restrictedTimezones'

/** The runtime's IANA time zone, or undefined where Intl cannot tell (old engines, some SSR). */
export function getTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

/**
 * Whether `timezone` (default: the runtime's, read from Intl on each call) is on the
 * restricted list. Case-insensitive, as AppKit keeps its list upper-cased.
 */
export function isRestrictedTimezone(timezone: string | undefined = getTimezone()): boolean {
  if (typeof timezone !== 'string') return false
  const wanted = timezone.trim().toUpperCase()
  return RESTRICTED_TIMEZONES.some((tz) => tz.toUpperCase() === wanted)
}
