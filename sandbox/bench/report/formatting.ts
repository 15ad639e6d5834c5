import type { MachineInfo, Stat } from './types'

/** 12345 → '12.3 kB' (1 kB = 1000 bytes, as in the budgets). */
export function formatKb(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes)) return '—'
  return `${(bytes / 1000).toFixed(1)} kB`
}

/** Heap sizes: 12_345_678 → '12.3 MB'. */
export function formatMb(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes)) return '—'
  return `${(bytes / 1_000_000).toFixed(1)} MB`
}

/** 'median (min–max)', each through `unit`. */
export function formatStat(stat: Stat | undefined, unit: (n: number) => string): string {
  if (!stat || !Number.isFinite(stat.median)) return '—'
  if (stat.min === stat.max) return unit(stat.median)
  return `${unit(stat.median)} (${unit(stat.min)}–${unit(stat.max)})`
}

export const ms = (n: number): string => `${Math.round(n)} ms`
export const count = (n: number): string => `${Math.round(n)}`

export function machineLine(m: MachineInfo): string {
  return `${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, Node ${m.node}, Chromium ${m.chromium}, ${m.os}`
}

/** Markdown-safe table cell: pipes and newlines would break the row. */
export function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')
}
