import type { BenchResults, SubjectResult } from '../types'
import { toLeakResult } from '../leak'
import { toStat } from '../toStat'

/** A subject with the given first-load-over-baseline, click → option median and heap median. */
export function subjectFixture(name: string, firstLoadOver: number, optionMs: number, heap: number): SubjectResult {
  return {
    name,
    description: name,
    status: 'ok',
    bundle: { totalJsGzip: 0, totalJsRaw: 0, firstLoadGzip: firstLoadOver + 60_000, firstLoadRaw: 0, jsFiles: 1, firstLoadOverBaselineGzip: firstLoadOver, totalOverBaselineGzip: firstLoadOver },
    browser: {
      buttonVisibleMs: toStat([100, 120, 110]),
      firstOptionMs: toStat([optionMs, optionMs]),
      heapAfterOpenBytes: toStat([heap]),
      remoteRequests: toStat([0]),
      remoteHosts: {},
    },
  }
}

/** `subject` with a reopen median and the leak scenario's two heap readings. */
export function withCycles(subject: SubjectResult, reopenMs: number, heap50: number, heap100: number): SubjectResult {
  return { ...subject, browser: { ...subject.browser!, reopenMs: toStat([reopenMs]) }, leak: toLeakResult(50, heap50, heap100) }
}

export function resultsFixture(subjects: SubjectResult[]): BenchResults {
  return {
    date: '2026-11-23',
    startedAt: '2026-11-23T06:00:00.000Z',
    durationS: 412.4,
    machine: { cpu: 'Test CPU', cores: 2, memoryGiB: 24, node: 'v20.20.2', chromium: '156.0', os: 'Linux 6' },
    versions: { airlock: '0.1.0', '@reown/appkit': '1.8.24' },
    runs: 5,
    subjects,
    pluginChunks: [
      { plugin: 'plugins/send', file: 'assets/a.js', gzip: 1000, raw: 3000, lazy: true },
      { plugin: 'plugins/send', file: 'assets/b.js', gzip: 500, raw: 1500, lazy: true },
      { plugin: 'kernel/store', file: 'assets/c.js', gzip: 300, raw: 900, lazy: false },
    ],
    disabledPlugins: [{ plugin: 'walletconnect (walletConnect)', chunks: ['assets/activate-X.js'], requested: ['assets/activate-X.js'], bytesOnWire: 21000, status: 'failed' }],
    budgets: [],
    contributors: [{ subject: 'airlock-minimal', module: 'styled-components', raw: 40_000, gzipEstimate: 12_345 }],
    notes: ['a note'],
  }
}
