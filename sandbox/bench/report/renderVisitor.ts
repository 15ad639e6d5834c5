import { CLICK_AT_ONCE_MS, CLICK_SETTLED_MS } from './visitorBudgets'
import { cell, formatStat, ms } from './formatting'
import type { SubjectResult } from './types'

/**
 * Issue 32's visitor mode: driver click → option seen by the driver (paint included), medians,
 * per remote-config latency, at once and settled, the reopen; the in-page marks beside; then the
 * heap slope of the long open/close run.
 */
export function renderVisitor(subjects: readonly SubjectResult[]): string[] {
  const latencies = [...new Set(subjects.flatMap((s) => s.visitor?.map((v) => v.configLatencyMs) ?? []))].sort((a, b) => a - b)
  const rows: string[] = []
  if (latencies.length) {
    const head = latencies.map((l) => `config +${l} ms: at once | settled | reopen | in-page settled`).join(' | ')
    rows.push(`| subject | ${head} |`, `|---|${latencies.map(() => '---:|---:|---:|---:').join('|')}|`)
    for (const s of subjects) {
      if (!s.visitor?.length) continue
      const cells = latencies.flatMap((l) => {
        const at = (click: number) => s.visitor!.find((v) => v.configLatencyMs === l && v.clickAfterMs === click)
        const settled = at(CLICK_SETTLED_MS)
        return [formatStat(at(CLICK_AT_ONCE_MS)?.outsideMs, ms), formatStat(settled?.outsideMs, ms), formatStat(settled?.reopenMs, ms), formatStat(settled?.inPageMs, ms)]
      })
      rows.push(`| ${s.name} | ${cells.join(' | ')} |`)
    }
    rows.push('', `From outside: the test driver clicks, the time runs until the driver sees the first option laid out and visible (paint included). "at once": the click as soon as the button shows; "settled": ${CLICK_SETTLED_MS / 1000} s after. The sandbox answers the remote config after the latency shown. Timings are noisy on a shared machine: compare subjects within one run.`)
    const fetched = subjects.flatMap((s) => (s.visitor ?? []).filter((v) => v.clickAfterMs === CLICK_SETTLED_MS && v.afterClick.length).map((v) => `${s.name} (config +${v.configLatencyMs} ms): ${cell(v.afterClick.join(', '))}`))
    rows.push('', fetched.length ? `Fetched after a settled click, before the option showed: ${fetched.join('; ')}.` : 'No subject fetched code or view data after a settled click.')
  }
  const slopes = subjects.filter((s) => s.leak?.slopeBytesPerCycle !== undefined)
  if (slopes.length) {
    rows.push('', `Heap growth per open/close cycle after ${slopes[0]!.leak!.warmUpCycles ?? 100} warm-up cycles (least squares over the readings up to ${Math.max(...slopes.flatMap((s) => s.leak!.readings?.map((r) => r.cycles) ?? [0]))}): ${slopes.map((s) => `${s.name} ${Number.isFinite(s.leak!.slopeBytesPerCycle) ? `${Math.round(s.leak!.slopeBytesPerCycle!)} B` : '—'}`).join(', ')}.`)
    const kinds = slopes.filter((s) => s.leak!.growthByKindPerCycle && Number.isFinite(s.leak!.growthByKindPerCycle.js))
    if (kinds.length) rows.push('', `Over the same cycles, from heap snapshots (JS objects, closures, arrays and strings the page keeps / the engine's compiled code): ${kinds.map((s) => `${s.name} ${Math.round(s.leak!.growthByKindPerCycle!.js)} B / ${Math.round(s.leak!.growthByKindPerCycle!.code)} B`).join(', ')} per cycle.`)
  }
  return rows
}
