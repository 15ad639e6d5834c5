const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * Spec §9 "Relative time labels use short forms" (ACT-13): "now", "2m", "3h", "5d"; from a week
 * on, the short date ("Nov 3"), with the year when it is not this year ("Nov 3, 2025").
 */
export function formatRelativeTime(date: string | number | Date, now: number = Date.now()): string {
  const time = new Date(date).getTime()
  if (Number.isNaN(time)) return ''
  const elapsed = Math.max(0, now - time)
  if (elapsed < MINUTE) return 'now'
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d`
  const sameYear = new Date(time).getFullYear() === new Date(now).getFullYear()
  return new Date(time).toLocaleDateString('en-US', { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) })
}
