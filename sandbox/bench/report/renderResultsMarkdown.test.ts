import { describe, expect, it } from 'vitest'
import { evaluateBudgets } from './evaluateBudgets'
import { resultsFixture, subjectFixture, withCycles } from './testing/fixtures'
import { renderBudgets, renderChainFamilies, renderOpenCycles, renderResultsMarkdown, renderSubjectsTable, summarizePluginChunks } from './renderResultsMarkdown'

describe('renderResultsMarkdown', () => {
  it('heads the page with the date and the machine line', () => {
    const md = renderResultsMarkdown(resultsFixture([]))
    expect(md.split('\n').slice(0, 3)).toEqual([
      '# Airlock benchmarks, 2026-11-23',
      '',
      'Machine: Test CPU, 2 cores, 24 GiB, Node v20.20.2, Chromium 156.0, Linux 6.',
    ])
    expect(md).toContain('airlock 0.1.0, @reown/appkit 1.8.24.')
    expect(md).toContain('- a note')
    expect(md).toContain('| airlock-minimal | styled-components | 40.0 kB | 12.3 kB |')
  })

  it('writes one row per subject: sizes over baseline with the absolute size, median (min–max)', () => {
    const rows = renderSubjectsTable([subjectFixture('airlock-minimal', 29_512, 80, 5_712_000)])
    expect(rows[2]).toBe('| airlock-minimal | 29.5 kB (89.5 kB) | 29.5 kB (0.0 kB) | 110 ms (100 ms–120 ms) | 80 ms | 5.7 MB | 0 |')
  })

  it('writes each chain family’s bytes per Airlock subject, and nothing for subjects without the measure', () => {
    const minimal = subjectFixture('airlock-minimal', 29_512, 80, 5_712_000)
    const rows = renderChainFamilies([{ ...minimal, bundle: { ...minimal.bundle!, chainFamilyRaw: { solana: 0, ton: 0, tron: 12 } } }, subjectFixture('rainbowkit', 1, 1, 1)])
    expect(rows).toEqual(['| subject | solana | ton | tron |', '|---|---:|---:|---:|', '| airlock-minimal | 0 B | 0 B | 12 B |'])
    expect(renderChainFamilies([subjectFixture('rainbowkit', 1, 1, 1)])).toEqual([])
  })

  it('says why a subject has no numbers instead of showing any', () => {
    const failed = { name: 'airlock-full', description: '', status: 'failed' as const, error: 'build failed: x | y' }
    expect(renderSubjectsTable([failed])[2]).toBe('| airlock-full | failed: build failed: x \\| y | | | | | |')
    const noBrowser = { ...subjectFixture('airlock-full', 1000, 1, 1), browser: undefined, browserError: 'button never shown' }
    expect(renderSubjectsTable([noBrowser])[2]).toContain('browser measures failed: button never shown')
  })

  it('lists every budget with its result and names the missed ones', () => {
    const budgets = evaluateBudgets([subjectFixture('airlock-minimal', 39_600, 537, 5_700_000), subjectFixture('appkit-wagmi', 506_200, 220, 11_900_000)])
    const rows = renderBudgets(budgets)
    expect(rows).toContain('| airlock-minimal | first-load JS over baseline ≤ 30 kB gzip | 39.6 kB | 30.0 kB | **MISSED** |')
    expect(rows).toContain('| airlock-minimal | click → first connect option ≤ 1/2 of AppKit median | 537 ms | 110 ms | **MISSED** |')
    expect(rows).toContain('| airlock-minimal | JS heap after open ≤ 1/2 of AppKit | 5.7 MB | 6.0 MB | pass |')
    expect(rows).toContain("| airlock-minimal | click → first connect option ≤ 1/3 of the fastest peer's (appkit-wagmi) | 537 ms | 73 ms | **MISSED** |")
    expect(rows.at(-1)).toBe('Missed: airlock-minimal first-load-30kB, airlock-minimal first-option-vs-appkit, airlock-minimal first-option-vs-fastest-peer.')
  })

  it('sums each plugin\'s chunks, on demand apart from the first load', () => {
    expect(summarizePluginChunks(resultsFixture([]).pluginChunks)).toEqual([
      { plugin: 'kernel/store', chunks: 1, lazyGzip: 0, firstLoadGzip: 300 },
      { plugin: 'plugins/send', chunks: 2, lazyGzip: 1500, firstLoadGzip: 0 },
    ])
    expect(renderResultsMarkdown(resultsFixture([]))).toContain('| walletconnect (walletConnect) | 1 | 1 (activate-X.js) | 21000 | failed |')
  })
})

describe('renderOpenCycles', () => {
  it('writes first open, reopen, both leak readings and the growth per kit; nothing without them', () => {
    const airlock = withCycles(subjectFixture('airlock-minimal', 1, 80, 1), 20, 8_760_000, 9_000_000)
    const rows = renderOpenCycles([subjectFixture('baseline', 1, 5, 1), airlock])
    expect(rows.slice(0, 3)).toEqual([
      '| subject | first open | reopen | heap after 50 cycles | heap after 100 cycles | growth |',
      '|---|---:|---:|---:|---:|---:|',
      '| airlock-minimal | 80 ms | 20 ms | 8.76 MB | 9.00 MB | +2.7 % |',
    ])
    expect(renderOpenCycles([subjectFixture('airlock-minimal', 1, 80, 1)])).toEqual([])
  })

  it('says why the leak scenario has no growth', () => {
    const failed = withCycles(subjectFixture('rainbowkit', 1, 40, 1), 30, 9_000_000, NaN)
    failed.leak!.error = 'Timeout | exceeded'
    expect(renderOpenCycles([failed])[2]).toBe('| rainbowkit | 40 ms | 30 ms | 9.00 MB | — | failed: Timeout \\| exceeded |')
  })

  it('puts the table and the new budgets on the results page and in the README section', async () => {
    const { renderReadmeSection } = await import('./renderResultsMarkdown')
    const airlock = withCycles(subjectFixture('airlock-full', 1, 80, 1), 20, 6_000_000, 6_100_000)
    const r = { ...resultsFixture([airlock]), budgets: evaluateBudgets([airlock]) }
    for (const md of [renderResultsMarkdown(r), renderReadmeSection(r)]) {
      expect(md).toContain('| airlock-full | 80 ms | 20 ms | 6.00 MB | 6.10 MB | +1.7 % |')
      expect(md).toContain('| airlock-full | click → first option: first open ≤ reopen + 16 ms (medians) | 80 ms | 36 ms | **MISSED** |')
      expect(md).toContain('| airlock-full | JS heap after 100 open/close cycles ≤ after 50 + 5 % | 6.10 MB | 6.30 MB | pass |')
    }
  })
})

describe('renderAfterClick', () => {
  it('lists the requests between the click and the first option, last one first done', async () => {
    const { renderAfterClick } = await import('./renderResultsMarkdown')
    const s = subjectFixture('airlock-minimal', 1, 400, 1)
    s.browser!.afterClick = [
      { url: '/airlock-minimal/assets/ConnectView-1.js', startMs: 10, endMs: 180 },
      { url: 'http://127.0.0.1:1/getWallets?page=1', startMs: 200, endMs: 320 },
    ]
    expect(renderAfterClick([s]).at(-1)).toBe('| airlock-minimal | 2 | 320 ms | 400 ms | ConnectView-1.js, getWallets |')
    expect(renderAfterClick([subjectFixture('rainbowkit', 1, 1, 1)])).toEqual([])
  })

  it('names the biggest contributors under a missed size budget', () => {
    const budgets = evaluateBudgets([subjectFixture('airlock-minimal', 39_600, 1, 1), subjectFixture('appkit-wagmi', 506_200, 220, 11_900_000)])
    const rows = renderBudgets(budgets, [{ subject: 'airlock-minimal', module: 'styled-components', raw: 40_000, gzipEstimate: 12_345 }])
    expect(rows.at(-1)).toBe("Biggest first-load contributors of airlock-minimal beyond the baseline's React: styled-components 12.3 kB (gzip, estimated).")
  })
})

describe('README section', () => {
  it('replaces everything after the marker with the date, machine line, table and budgets', async () => {
    const { withReadmeSection, README_MARKER } = await import('./renderResultsMarkdown')
    const r = resultsFixture([subjectFixture('airlock-minimal', 29_512, 80, 5_712_000)])
    const once = withReadmeSection(`# Bench\n\nText.\n\n${README_MARKER}\nold table\n`, r)
    expect(once.startsWith(`# Bench\n\nText.\n\n${README_MARKER}\n\n### 2026-11-23\n\nMachine: Test CPU, 2 cores`)).toBe(true)
    expect(once).not.toContain('old table')
    expect(once).toContain('| airlock-minimal | 29.5 kB (89.5 kB) |')
    expect(withReadmeSection(once, r)).toBe(once)
  })
})
