import { cell, count, formatKb, formatMb, formatStat, machineLine, ms } from './formatting'
import { renderVisitor } from './renderVisitor'
import type { BenchResults, BudgetResult, Contributor, PluginChunk, SubjectResult } from './types'

/** The results page (results/<date>.md, and the table the README shows). */
export function renderResultsMarkdown(r: BenchResults): string {
  const lines: string[] = [
    `# Airlock benchmarks, ${r.date}`,
    '',
    `Machine: ${machineLine(r.machine)}.`,
    `Browser measures: ${r.runs} interleaved runs per subject, median (min–max); every non-loopback request blocked and counted. Sizes gzip level 9, 1 kB = 1000 bytes. Whole run: ${Math.round(r.durationS)} s.`,
    '',
    ...renderSubjectsTable(r.subjects),
    ...withBlankBefore(renderOpenCycles(r.subjects)),
    '',
    '## Budgets',
    '',
    ...renderBudgets(r.budgets, r.contributors),
  ]
  const visitor = renderVisitor(r.subjects)
  if (visitor.length) lines.push('', '## What a visitor feels', '', ...visitor)
  const waits = renderAfterClick(r.subjects)
  if (waits.length) lines.push('', '## What the click waits for', '', ...waits)
  const scenarios = renderScenarios(r.subjects)
  if (scenarios.length) lines.push('', '## Scenarios', '', ...scenarios)
  const locales = renderLocales(r.subjects)
  if (locales.length) lines.push('', '## Bytes per locale', '', ...locales)
  const families = renderChainFamilies(r.subjects)
  if (families.length) lines.push('', '## A chain family a host does not configure costs nothing', '', ...families)
  if (r.pluginChunks.length) {
    lines.push('', '## Airlock chunks per plugin (airlock-full)', '', '| part | chunks | on demand (gzip) | in the first load (gzip) |', '|---|---:|---:|---:|')
    for (const row of summarizePluginChunks(r.pluginChunks)) {
      lines.push(`| ${cell(row.plugin)} | ${row.chunks} | ${formatKb(row.lazyGzip)} | ${formatKb(row.firstLoadGzip)} |`)
    }
  }
  if (r.routerWeight?.length) {
    lines.push('', '## The view router', '', 'TanStack router packages (react-router, router-core, history, store) in the Airlock builds; gzip estimated by share of each chunk.', '', '| subject | minified | gzip (est.) | chunks | in the first load |', '|---|---:|---:|---|---|')
    for (const w of r.routerWeight) lines.push(`| ${cell(w.subject)} | ${formatKb(w.raw)} | ${formatKb(w.gzipEstimate)} | ${cell(w.chunks.map((c) => `${c.file} (${formatKb(c.raw)} of ${formatKb(c.chunkRaw)})`).join(', '))} | ${w.inFirstLoad ? 'yes' : 'no'} |`)
  }
  if (r.disabledPlugins.length) {
    lines.push('', '## A plugin turned off costs nothing', '', '| plugin | its chunks | requested with it off | bytes on the wire | result |', '|---|---:|---:|---:|---|')
    for (const d of r.disabledPlugins) {
      const which = d.requested.length ? ` (${d.requested.map((f) => f.replace(/^assets\//, '')).join(', ')})` : ''
      lines.push(`| ${cell(d.plugin)} | ${d.chunks.length} | ${d.requested.length}${cell(which)} | ${d.bytesOnWire} | ${d.status}${d.note ? `: ${cell(d.note)}` : ''} |`)
    }
  }
  if (r.contributors.length) {
    lines.push('', '## Biggest first-load contributors', '', 'Rendered bytes per package or Airlock area in the first-load chunks (what the baseline already has, React, left out); gzip estimated by share of the chunk.', '', '| subject | module | minified | gzip (est.) |', '|---|---|---:|---:|')
    for (const c of r.contributors) lines.push(`| ${cell(c.subject)} | ${cell(c.module)} | ${formatKb(c.raw)} | ${formatKb(c.gzipEstimate)} |`)
  }
  lines.push('', '## Versions', '', Object.entries(r.versions).map(([name, v]) => `${name} ${v}`).join(', ') + '.')
  if (r.notes.length) lines.push('', '## Notes', '', ...r.notes.map((n) => `- ${n}`))
  return lines.join('\n') + '\n'
}

export const README_MARKER = '<!-- latest-results -->'

/** The README's copy of the latest run: date, machine line, the table and the budgets. */
export function renderReadmeSection(r: BenchResults): string {
  return [
    README_MARKER,
    '',
    `### ${r.date}`,
    '',
    `Machine: ${machineLine(r.machine)}. ${r.runs} interleaved runs, median (min–max). Full page: \`results/${r.date}.md\`.`,
    '',
    ...renderSubjectsTable(r.subjects),
    ...withBlankBefore(renderOpenCycles(r.subjects)),
    '',
    ...renderBudgets(r.budgets, r.contributors),
    '',
  ].join('\n')
}

/** `readme` with everything from the marker on replaced by the latest section. */
export function withReadmeSection(readme: string, r: BenchResults): string {
  const at = readme.indexOf(README_MARKER)
  const head = at >= 0 ? readme.slice(0, at) : readme.replace(/\n*$/, '\n\n')
  return head + renderReadmeSection(r)
}

export function renderSubjectsTable(subjects: readonly SubjectResult[]): string[] {
  const rows = [
    '| subject | first-load JS over baseline | total JS over baseline | nav → button | click → first option | heap after open | remote requests |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ]
  for (const s of subjects) {
    if (s.status === 'failed') {
      rows.push(`| ${s.name} | failed: ${cell(s.error ?? 'unknown error')} | | | | | |`)
      continue
    }
    const b = s.bundle
    const firstLoad = b?.firstLoadOverBaselineGzip === undefined ? formatKb(b?.firstLoadGzip) : `${formatKb(b.firstLoadOverBaselineGzip)} (${formatKb(b.firstLoadGzip)})`
    const total = b?.totalOverBaselineGzip === undefined ? formatKb(b?.totalJsGzip) : `${formatKb(b.totalOverBaselineGzip)} (${formatKb(b.totalJsGzip)})`
    const w = s.browser
    if (!w && s.browserError) {
      rows.push(`| ${s.name} | ${firstLoad} | ${total} | browser measures failed: ${cell(s.browserError)} | | | |`)
      continue
    }
    rows.push(
      `| ${s.name} | ${firstLoad} | ${total} | ${formatStat(w?.buttonVisibleMs, ms)} | ${formatStat(w?.firstOptionMs, ms)} | ${formatStat(w?.heapAfterOpenBytes, formatMb)} | ${formatStat(w?.remoteRequests, count)} |`,
    )
  }
  rows.push('', 'Sizes over baseline, with the absolute size in brackets; the baseline row is absolute.')
  return rows
}

/**
 * First open, reopen and the leak scenario per kit (issue 13): whether the first open pays for
 * something later opens do not, and whether open/close cycles leave heap behind.
 */
export function renderOpenCycles(subjects: readonly SubjectResult[]): string[] {
  const rows: string[] = []
  for (const s of subjects) {
    const w = s.browser
    if (!w?.reopenMs && !s.leak) continue
    const l = s.leak
    const growth = l && Number.isFinite(l.growthPct) ? `${l.growthPct >= 0 ? '+' : ''}${l.growthPct.toFixed(1)} %` : l?.error ? `failed: ${cell(l.error)}` : '—'
    rows.push(`| ${s.name} | ${formatStat(w?.firstOptionMs, ms)} | ${formatStat(w?.reopenMs, ms)} | ${formatMb2(l?.heapAfter50Bytes)} | ${formatMb2(l?.heapAfter100Bytes)} | ${growth} |`)
  }
  if (!rows.length) return []
  return [
    '| subject | first open | reopen | heap after 50 cycles | heap after 100 cycles | growth |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    'Click → first option, first open and reopen in the same page (Escape, wait until gone, click). Heap after forced GC over open/close cycles in one page.',
  ]
}

/** Two decimals: the leak budget's 5 % of ~6 MB is 0.3 MB, too close to one decimal's step. */
function formatMb2(bytes: number | undefined): string {
  return bytes === undefined || !Number.isFinite(bytes) ? '—' : `${(bytes / 1_000_000).toFixed(2)} MB`
}

function withBlankBefore(lines: string[]): string[] {
  return lines.length ? ['', ...lines] : []
}

export function renderBudgets(budgets: readonly BudgetResult[], contributors: readonly Contributor[] = []): string[] {
  if (!budgets.length) return ['No budgets evaluated.']
  const rows = ['| subject | budget | actual | limit | result |', '|---|---|---:|---:|---|']
  for (const b of budgets) {
    // The leak budget's 5 % of ~7 MB is ~0.35 MB: two decimals, or actual and limit read alike.
    const heap = b.id === 'heap-leak-100-vs-50' ? formatMb2 : formatMb
    const unit =
      b.unit === 'ms' ? (n: number | undefined) => (n === undefined ? '—' : ms(n))
      : b.unit === 'count' ? (n: number | undefined) => (n === undefined ? '—' : String(Math.round(n)))
      : b.id.startsWith('heap') ? heap
      : formatKb
    const result = b.status === 'pass' ? 'pass' : b.status === 'miss' ? '**MISSED**' : `unknown: ${cell(b.note ?? '')}`
    rows.push(`| ${b.subject} | ${cell(b.description)} | ${unit(b.actual)} | ${unit(b.limit)} | ${result} |`)
  }
  const missed = budgets.filter((b) => b.status === 'miss')
  rows.push('', missed.length ? `Missed: ${missed.map((b) => `${b.subject} ${b.id}`).join(', ')}.` : 'No budget missed among those evaluated.')
  // A missed size budget names what fills the first load (the bundle analysis below has more).
  for (const subject of new Set(missed.filter((b) => b.id.startsWith('first-load')).map((b) => b.subject))) {
    const top = contributors.filter((c) => c.subject === subject).slice(0, 6)
    if (top.length) rows.push('', `Biggest first-load contributors of ${subject} beyond the baseline's React: ${top.map((c) => `${c.module} ${formatKb(c.gzipEstimate)}`).join(', ')} (gzip, estimated).`)
  }
  return rows
}

/** One row per plugin or area: how many chunks, and their gzip on demand vs in the first load. */
export function summarizePluginChunks(chunks: readonly PluginChunk[]) {
  const rows = new Map<string, { plugin: string; chunks: number; lazyGzip: number; firstLoadGzip: number }>()
  for (const c of chunks) {
    const row = rows.get(c.plugin) ?? { plugin: c.plugin, chunks: 0, lazyGzip: 0, firstLoadGzip: 0 }
    row.chunks++
    if (c.lazy) row.lazyGzip += c.gzip
    else row.firstLoadGzip += c.gzip
    rows.set(c.plugin, row)
  }
  return [...rows.values()].sort((a, b) => a.plugin.localeCompare(b.plugin))
}

/** Per subject: the requests between the click and the first option (first run), on the page clock. */
export function renderAfterClick(subjects: readonly SubjectResult[]): string[] {
  const rows: string[] = []
  for (const s of subjects) {
    const reqs = s.browser?.afterClick
    if (!reqs || s.name === 'baseline') continue
    const last = reqs.reduce((m, r) => Math.max(m, r.endMs), 0)
    const files = reqs.map((r) => r.url.split('?')[0]!.split('/').pop()).join(', ')
    rows.push(`| ${s.name} | ${reqs.length} | ${reqs.length ? ms(last) : '—'} | ${formatStat(s.browser?.firstOptionMs, ms)} | ${cell(files || 'none')} |`)
  }
  return rows.length
    ? ['Requests the click started before the first option showed (first run): chunks fetched on demand sit on the critical path.', '', '| subject | requests | last one done | click → first option | files |', '|---|---:|---:|---:|---|', ...rows]
    : []
}

function renderScenarios(subjects: readonly SubjectResult[]): string[] {
  const rows: string[] = []
  for (const s of subjects) {
    for (const [name, sc] of Object.entries(s.scenarios ?? {})) {
      const values = Object.entries(sc.values ?? {}).map(([k, v]) => `${k} ${v}`).join(', ')
      const what = sc.status === 'ok' ? [formatStat(sc.ms, ms), values].filter((x) => x && x !== '—').join('; ') : sc.status
      rows.push(`| ${s.name} | ${cell(name)} | ${cell(what)} | ${cell(sc.note ?? '')} |`)
    }
  }
  return rows.length ? ['| subject | scenario | result | note |', '|---|---|---|---|', ...rows] : []
}

/**
 * What a visitor of each language downloads for its messages (issue 30): the sum of that locale's
 * chunks of every pack the subject ships (core and plugins), and how many catalogue modules sit in
 * the first load (0: English costs nothing extra).
 */
export function renderLocales(subjects: readonly SubjectResult[]): string[] {
  const rows: string[] = []
  for (const s of subjects) {
    const l = s.bundle?.localesGzip
    if (!l) continue
    const sizes = Object.values(l)
    rows.push(`| ${s.name} | ${Object.keys(l).length} | ${formatKb(Math.min(...sizes))} | ${formatKb(Math.max(...sizes))} | ${s.bundle?.firstLoadLocaleModules ?? '—'} |`)
  }
  if (!rows.length) return []
  return ['| subject | locales | smallest (gzip) | largest (gzip) | catalogue modules in the first load |', '|---|---:|---:|---:|---:|', ...rows]
}

/**
 * Issue 33: every chain family's plugin and library in each Airlock build, first load and lazy
 * chunks together. None of the bench hosts configures Solana, Bitcoin, TON or TRON, so each is 0.
 */
export function renderChainFamilies(subjects: readonly SubjectResult[]): string[] {
  const withFamilies = subjects.filter((s) => s.bundle?.chainFamilyRaw)
  if (!withFamilies.length) return []
  const families = Object.keys(withFamilies[0]!.bundle!.chainFamilyRaw!)
  return [
    `| subject | ${families.join(' | ')} |`,
    `|---|${families.map(() => '---:').join('|')}|`,
    ...withFamilies.map((s) => `| ${s.name} | ${families.map((f) => `${s.bundle!.chainFamilyRaw![f]} B`).join(' | ')} |`),
  ]
}
