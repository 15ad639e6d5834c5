// The whole bench in one process: build every subject, measure bundles, then the browser runs
// (interleaved A B C … A B C), the scenarios, the budgets; writes results/<date>.json and .md.
// Run through `npm run bench` (run.mjs installs the bench's own deps first).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Browser } from 'playwright-core'
import { buildBrowserWallets, startSandbox } from '../../testing'
import { evaluateBudgets } from '../report/evaluateBudgets'
import { heapSlope, toLeakResult } from '../report/leak'
import { kindGrowthPerCycle } from './heapByKind'
import { renderResultsMarkdown, withReadmeSection } from '../report/renderResultsMarkdown'
import { toStat } from '../report/toStat'
import { CLICK_AT_ONCE_MS, CLICK_SETTLED_MS, CONFIG_LATENCIES_MS, evaluateVisitorBudgets } from '../report/visitorBudgets'
import { SCENARIOS } from '../report/types'
import type { BenchResults, Contributor, DisabledPluginCheck, PluginChunk, RouterWeight, ScenarioResult, SubjectResult } from '../report/types'
import { airlockChunks, chunksOfPlugin, contributorsOf } from './bundleAnalysis'
import { buildSubject, type BuiltSubject } from './buildSubject'
import { measureBundle } from './bundleSizes'
import { collectMachine, collectVersions } from './collectInfo'
import { measureColdOpen, type ColdOpenSample } from './measureColdOpen'
import { LEAK_CYCLES, LEAK_TOTAL_CYCLES, leakWarmUpFor, measureLeak } from './openCycles'
import { measureVisitorOpen, type VisitorSample } from './visitorOpen'
import { measureAllWallets, measureEip6963Connect, measureWalletConnect, type ScenarioSample } from './measureScenarios'
import { CHROMIUM_ARGS } from './openPage'
import { routerWeightOf } from './routerWeight'
import { BENCH_DIR, DIST_DIR, REPO_ROOT, RESULTS_DIR } from './paths'
import { serveBench } from './serveBench'
import { SUBJECTS, type Subject } from './subjects'
import { listAirlockPlugins } from './viteConfig'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'scenario-runs': { type: 'string', default: '3' },
    only: { type: 'string' },
    'no-scenarios': { type: 'boolean', default: false },
    // Issue 32: the visitor mode (outside driver, click at once / settled, config latencies).
    'no-visitor': { type: 'boolean', default: false },
    // Open/close cycles of the leak run (read every 100 after the first 100).
    cycles: { type: 'string', default: String(LEAK_TOTAL_CYCLES) },
  },
})
const RUNS = Math.max(1, Number(args.runs))
const SCENARIO_RUNS = Math.max(1, Number(args['scenario-runs']))
const only = args.only?.split(',')
const log = (...a: unknown[]) => console.log('[bench]', ...a)
const stripAnsi = (s: string) => s.replace(/\x1b\[[0-9;]*m/g, '')
const firstLines = (e: unknown, n = 2) => stripAnsi(e instanceof Error ? e.message : String(e)).split('\n').map((l) => l.trim()).filter(Boolean).slice(0, n).join(' ')

const startedAt = new Date()
const notes: string[] = []
const subjects: Subject[] = SUBJECTS.filter((s) => !only || s.kind === 'baseline' || only.includes(s.name))
const results = new Map<string, SubjectResult>()
const builds = new Map<string, BuiltSubject>()
const firstLoads = new Map<string, string[]>()

// ---- 1. builds and bundle sizes ------------------------------------------------------------
const pluginIds = new Map(listAirlockPlugins().map((folder) => [folder, readPluginId(folder)]))
for (const s of subjects) {
  const t = Date.now()
  const result: SubjectResult = { name: s.name, description: s.description, status: 'ok' }
  results.set(s.name, result)
  try {
    const built = await buildWithExclusions(s.name)
    const { firstLoad, ...bundle } = measureBundle(built)
    builds.set(s.name, built)
    firstLoads.set(s.name, firstLoad)
    result.bundle = bundle
    log(`built ${s.name} in ${Date.now() - t} ms: first load ${bundle.firstLoadGzip} B gzip, total ${bundle.totalJsGzip} B`)
  } catch (error) {
    result.status = 'failed'
    result.error = `build failed: ${firstLines(error)}`
    log(`build of ${s.name} failed: ${result.error}`)
  }
}
const base = results.get('baseline')?.bundle
for (const r of results.values()) {
  if (!r.bundle || !base || r.name === 'baseline') continue
  r.bundle.firstLoadOverBaselineGzip = r.bundle.firstLoadGzip - base.firstLoadGzip
  r.bundle.totalOverBaselineGzip = r.bundle.totalJsGzip - base.totalJsGzip
}

const contributors: Contributor[] = []
// What the baseline's first load already holds (React) is not a kit's contribution.
const baselineGroups = new Set(builds.has('baseline') ? contributorsOf('baseline', builds.get('baseline')!.chunks, 100).map((c) => c.module) : [])
baselineGroups.delete('host app')
for (const [name, top] of [['airlock-minimal', 12], ['airlock-full', 6], ['airlock-core', 8], ['appkit-wagmi', 10], ['appkit-core', 6], ['rainbowkit', 6]] as const) {
  const built = builds.get(name)
  if (!built) continue
  const first = new Set(firstLoads.get(name))
  const all = contributorsOf(name, built.chunks.filter((c) => first.has(c.fileName)), 1000)
  contributors.push(...all.filter((c) => !baselineGroups.has(c.module)).slice(0, top))
}
const fullBuild = builds.get('airlock-full')
const pluginChunks: PluginChunk[] = fullBuild ? airlockChunks(fullBuild, firstLoads.get('airlock-full') ?? []) : []
const routerWeight: RouterWeight[] = ['airlock-minimal', 'airlock-full'].flatMap((name) => {
  const built = builds.get(name)
  return built ? [routerWeightOf(name, built.chunks, firstLoads.get(name) ?? [])] : []
})
for (const w of routerWeight) log(`router in ${w.subject}: ${w.raw} B minified, ~${w.gzipEstimate} B gzip, first load: ${w.inFirstLoad}`)

// ---- 2. browser runs -----------------------------------------------------------------------
mkdirSync(join(DIST_DIR, 'screens'), { recursive: true })
log('starting the sandbox (api, relay, evm devnets)')
const sandbox = await startSandbox({ services: ['api', 'relay', 'evm'] })
const server = await serveBench(
  {
    // The scenario project that answers remote config with the current AppKit API's feature ids.
    projectId: 'sandbox-appkit-ids',
    metadata: { name: 'Airlock bench', description: 'Airlock bench host', url: 'http://127.0.0.1', icons: [] },
    rpc: sandbox.urls.evm,
    endpoints: sandbox.endpoints as Record<string, string>,
  },
  await buildBrowserWallets(),
)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
const machine = collectMachine(browser.version())
let disabledPlugins: DisabledPluginCheck[] = []
try {
  const runnable = subjects.filter((s) => results.get(s.name)?.status === 'ok')
  const samples = new Map<string, ColdOpenSample[]>(runnable.map((s) => [s.name, []]))
  // One discarded visit first: Chromium's first page pays for its own start-up.
  const warmUp = runnable[0]
  if (warmUp) await measureColdOpen(browser, warmUp, { origin: server.origin, query: '?wallets=eip6963:1' })
  for (let run = 0; run < RUNS; run++) {
    for (const s of runnable) {
      const sample = await measureColdOpen(browser, s, {
        origin: server.origin,
        query: '?wallets=eip6963:1',
        screenshot: run === 0 ? join(DIST_DIR, 'screens', `${s.name}.png`) : undefined,
        reopen: true,
      })
      samples.get(s.name)!.push(sample)
      log(`run ${run + 1}/${RUNS} ${s.name}: button ${fmt(sample.buttonVisibleMs)} ms, option ${fmt(sample.firstOptionMs)} ms, reopen ${fmt(sample.reopenMs)} ms, heap ${fmt(sample.heapAfterOpenBytes / 1e6, 1)} MB, remote ${sample.remote.length}${sample.error ? `, error: ${sample.error}` : ''}`)
    }
  }
  for (const s of runnable) aggregateColdOpen(results.get(s.name)!, samples.get(s.name)!)

  if (fullBuild && results.get('airlock-full')?.browser) disabledPlugins = await checkDisabledPlugins(browser, fullBuild)
  if (!args['no-visitor']) await runVisitor(browser, runnable)
  if (!args['no-scenarios']) await runScenarios(browser, runnable)
  // The leak scenario, once per kit (the baseline's list has no close): `--cycles` in one page.
  const leakCycles = Math.max(2 * LEAK_CYCLES, Number(args.cycles))
  for (const s of args['no-scenarios'] ? [] : runnable.filter((k) => k.close.length && results.get(k.name)?.browser)) {
    const l = await measureLeak(browser, s, server.origin, leakCycles)
    const warmUpCycles = leakWarmUpFor(leakCycles)
    const slopeBytesPerCycle = heapSlope(l.readings, warmUpCycles)
    const leak = (results.get(s.name)!.leak = { ...toLeakResult(LEAK_CYCLES, l.heapAfter50Bytes, l.heapAfter100Bytes, l.error), readings: l.readings, warmUpCycles, slopeBytesPerCycle, growthByKindPerCycle: kindGrowthPerCycle(l.kinds) })
    log(`leak ${s.name}: heap after ${LEAK_CYCLES} ${fmt(l.heapAfter50Bytes / 1e6, 2)} MB, after ${2 * LEAK_CYCLES} ${fmt(l.heapAfter100Bytes / 1e6, 2)} MB (${fmt(leak.growthPct, 1)} %), slope ${fmt(slopeBytesPerCycle)} B/cycle over ${l.readings.at(-1)?.cycles ?? 0} cycles (JS objects ${fmt(leak.growthByKindPerCycle.js)} B/cycle, code ${fmt(leak.growthByKindPerCycle.code)} B/cycle)${l.error ? `, error: ${l.error}` : ''}`)
  }
} finally {
  await browser.close()
  await server.close()
  await sandbox.close()
}

// ---- 3. budgets and the report -------------------------------------------------------------
const subjectResults = subjects.map((s) => results.get(s.name)!)
notes.push(
  'Airlock subjects are built from the repo source through a Vite alias (airlock/react → ui-shell/index.ts, airlock → ui-shell/html/index.ts, airlock/chains/eip155 → chains/eip155/index.ts): the numbers follow the work tree with no root build step, and the host bundler minifies it as it would the published ESM.',
  'wagmi 2.19.5 serves both AppKit (supported from 2.19.5) and RainbowKit (needs ^2); @wagmi/connectors is pinned to 6.2.0 because the AppKit adapter otherwise pulls 8.x, which needs @wagmi/core 3.',
  'appkit-core uses @reown/appkit/react-core with a host button calling open(): Core defines <appkit-button> only on the first open.',
  'Every page loads one EIP-6963 test wallet (?wallets=eip6963:1) and points chain RPCs at the sandbox devnets where the kit allows it; AppKit\'s API, pulse and font hosts are hard-coded, so those requests are blocked and counted.',
  'Heap: JSHeapUsedSize from CDP Performance.getMetrics after HeapProfiler.collectGarbage, 0.5 s after the first option showed.',
  'Reopen: in the same page, after the heap reading: Escape (the close button if the modal stays), wait until no option is visible, click again → first option. Leak: one visit per kit, open/close cycles with a forced GC and a heap reading after 50, 100, then every 100 up to the run\'s total; the slope is the least-squares fit after the first 100.',
  'Visitor mode (issue 32): a fresh visit per sample; the sandbox answers GET /appkit/v1/config after 0, 200 or 600 ms; the driver clicks as soon as the button shows or 1.5 s later and times click → option seen from outside. The machine is shared: compare subjects within the run.',
)
const finished = new Date()
const report: BenchResults = {
  date: startedAt.toISOString().slice(0, 10),
  startedAt: startedAt.toISOString(),
  durationS: (finished.getTime() - startedAt.getTime()) / 1000,
  machine,
  versions: collectVersions(),
  runs: RUNS,
  subjects: subjectResults,
  pluginChunks,
  routerWeight,
  disabledPlugins,
  budgets: [...evaluateBudgets(subjectResults), ...evaluateVisitorBudgets(subjectResults)],
  contributors,
  notes,
}
mkdirSync(RESULTS_DIR, { recursive: true })
const markdown = renderResultsMarkdown(report)
writeFileSync(join(RESULTS_DIR, `${report.date}.json`), JSON.stringify(report, null, 2) + '\n')
writeFileSync(join(RESULTS_DIR, `${report.date}.md`), markdown)
// The README shows the latest table; a partial run (--only) leaves it alone.
const readme = join(BENCH_DIR, 'README.md')
if (!only) writeFileSync(readme, withReadmeSection(readFileSync(readme, 'utf8'), report))
console.log('\n' + markdown)
log(`wrote sandbox/bench/results/${report.date}.json and .md in ${Math.round(report.durationS)} s`)

// ---- helpers -------------------------------------------------------------------------------

function fmt(n: number, digits = 0): string {
  return Number.isFinite(n) ? n.toFixed(digits) : '—'
}

function readPluginId(folder: string): string {
  const text = readFileSync(join(REPO_ROOT, 'plugins', folder, 'index.ts'), 'utf8')
  return /\bid:\s*['"]([^'"]+)['"]/.exec(text)?.[1] ?? folder
}

/** airlock-full takes every plugin; one that does not build yet is left out, and the notes say so. */
async function buildWithExclusions(name: string): Promise<BuiltSubject> {
  const excluded: string[] = []
  for (;;) {
    try {
      const built = await buildSubject(name, { excludePlugins: excluded })
      if (excluded.length) notes.push(`airlock-full was built without ${excluded.join(', ')}: ${excluded.length > 1 ? 'they do' : 'it does'} not build yet.`)
      return built
    } catch (error) {
      const text = stripAnsi(error instanceof Error ? error.message : String(error))
      const culprit = name === 'airlock-full' ? [...pluginIds.keys()].find((f) => !excluded.includes(f) && text.includes(`plugins/${f}/`)) : undefined
      if (!culprit) throw error
      log(`airlock-full: plugins/${culprit} does not build (${firstLines(error, 3)}); building without it`)
      excluded.push(culprit)
      pluginIds.delete(culprit)
    }
  }
}

function aggregateColdOpen(result: SubjectResult, samples: ColdOpenSample[]) {
  const ok = samples.filter((s) => !s.error)
  if (!ok.length) {
    result.browserError = samples[0]?.error ?? 'no sample'
    return
  }
  const noReopen = ok.filter((s) => s.reopenError)
  if (noReopen.length) notes.push(`${result.name}: ${noReopen.length} of ${ok.length} reopens failed (${noReopen[0]!.reopenError}).`)
  if (ok.length < samples.length) notes.push(`${result.name}: ${samples.length - ok.length} of ${samples.length} browser runs failed (${samples.find((s) => s.error)?.error}).`)
  const hosts: Record<string, number> = {}
  for (const s of samples) for (const u of s.remote) hosts[new URL(u).host] = (hosts[new URL(u).host] ?? 0) + 1
  result.browser = {
    buttonVisibleMs: toStat(ok.map((s) => s.buttonVisibleMs)),
    firstOptionMs: toStat(ok.map((s) => s.firstOptionMs)),
    heapAfterOpenBytes: toStat(ok.map((s) => s.heapAfterOpenBytes)),
    // Only where a reopen was measured (every kit; not the baseline, whose list has no close).
    ...(ok.some((s) => Number.isFinite(s.reopenMs)) ? { reopenMs: toStat(ok.map((s) => s.reopenMs)) } : {}),
    remoteRequests: toStat(samples.map((s) => s.remote.length)),
    remoteHosts: hosts,
    afterClick: ok[0]!.afterClick.map((r) => ({ ...r, url: r.url.replace(server.origin, '') })),
  }
}

/** Each plugin of airlock-full turned off by config: its chunks must never be requested. */
async function checkDisabledPlugins(b: Browser, built: BuiltSubject): Promise<DisabledPluginCheck[]> {
  const subject = SUBJECTS.find((s) => s.name === 'airlock-full')!
  const sizes = new Map(built.chunks.map((c) => [c.fileName, Buffer.byteLength(c.code)]))
  const out: DisabledPluginCheck[] = []
  for (const [folder, id] of pluginIds) {
    const chunks = chunksOfPlugin(built, folder)
    // Settle 3 s so the idle-time preloads (modal code) happen too, then open the modal.
    const sample = await measureColdOpen(b, subject, { origin: server.origin, query: `?wallets=eip6963:1&off=${encodeURIComponent(id)}`, settleMs: 3000 })
    const requested = chunks.filter((c) => sample.requested.some((u) => u.endsWith(`/${c}`)))
    const bytesOnWire = requested.reduce((t, c) => t + (sizes.get(c) ?? 0), 0)
    const check: DisabledPluginCheck = { plugin: `${folder} (${id})`, chunks, requested, bytesOnWire, status: requested.length === 0 && !sample.error ? 'ok' : 'failed' }
    if (sample.error) check.note = `page failed: ${sample.error}`
    else if (!chunks.length) check.note = 'no lazy chunk found for it'
    out.push(check)
    log(`plugin ${folder} off: ${requested.length}/${chunks.length} of its chunks requested`)
  }
  return out
}

/** Issue 32: per config latency, per click moment, RUNS interleaved visits per subject (every kit and the baseline). */
async function runVisitor(b: Browser, runnable: Subject[]) {
  const measured = runnable.filter((s) => results.get(s.name)?.browser)
  for (const latency of CONFIG_LATENCIES_MS) {
    if (latency) sandbox.api.faults.set('/appkit/v1/config', { latencyMs: latency })
    else sandbox.api.faults.clear()
    for (const clickAfterMs of [CLICK_AT_ONCE_MS, CLICK_SETTLED_MS]) {
      const samples = new Map<string, VisitorSample[]>(measured.map((s) => [s.name, []]))
      for (let run = 0; run < RUNS; run++) {
        for (const s of measured) {
          const sample = await measureVisitorOpen(b, s, { origin: server.origin, clickAfterMs })
          samples.get(s.name)!.push(sample)
          log(`visitor config +${latency} ms, click at ${clickAfterMs} ms, ${s.name}: outside ${fmt(sample.outsideMs)} ms, in-page ${fmt(sample.inPageMs)} ms, reopen ${fmt(sample.reopenMs)} ms${sample.afterClick.length ? `, fetched ${sample.afterClick.join(' ')}` : ''}${sample.error ? `, error: ${sample.error}` : ''}`)
        }
      }
      for (const s of measured) {
        const all = samples.get(s.name)!
        const ok = all.filter((x) => !x.error)
        const r = results.get(s.name)!
        ;(r.visitor ??= []).push({
          configLatencyMs: latency,
          clickAfterMs,
          outsideMs: toStat(ok.map((x) => x.outsideMs)),
          inPageMs: toStat(ok.map((x) => x.inPageMs)),
          ...(ok.some((x) => Number.isFinite(x.reopenMs)) ? { reopenMs: toStat(ok.map((x) => x.reopenMs)) } : {}),
          afterClick: [...new Set(ok.flatMap((x) => x.afterClick))],
          ...(ok.length ? {} : { error: all[0]?.error ?? 'no sample' }),
        })
      }
    }
  }
  sandbox.api.faults.clear()
}

async function runScenarios(b: Browser, runnable: Subject[]) {
  const set = (name: string, key: string, value: ScenarioResult) => {
    const r = results.get(name)
    if (r) (r.scenarios ??= {})[key] = value
  }
  const collect = (samples: ScenarioSample[]): ScenarioResult => {
    const ok = samples.filter((s) => !s.error && Number.isFinite(s.ms))
    if (!ok.length) return { status: 'failed', note: samples[0]?.error ?? 'no sample' }
    const values: Record<string, number> = {}
    for (const key of Object.keys(ok[0]!.values ?? {})) values[key] = Math.max(...ok.map((s) => s.values?.[key] ?? NaN))
    return { status: 'ok', ms: toStat(ok.map((s) => s.ms)), values: Object.keys(values).length ? values : undefined, note: ok.length < samples.length ? `${samples.length - ok.length} of ${samples.length} runs failed: ${samples.find((s) => s.error)?.error}` : undefined }
  }

  // EIP-6963: every kit can connect the announced test wallet; interleaved like the main runs.
  const kits = runnable.filter((s) => s.kind !== 'baseline' && results.get(s.name)?.browser)
  // AppKit Core and the networks-only Airlock hosts have WalletConnect only: no injected or
  // EIP-6963 connector to click.
  const networksOnly = 'a networks-only host (no chain adapter) connects through WalletConnect only; it lists no EIP-6963 wallet'
  const walletConnectOnly: Record<string, string> = {
    'appkit-core': 'AppKit Core connects through WalletConnect only; it lists no EIP-6963 wallet',
    'airlock-wc-only': networksOnly,
    'airlock-core-wc-only': networksOnly,
  }
  const injectedKits = kits.filter((s) => !(s.name in walletConnectOnly))
  for (const s of kits) if (s.name in walletConnectOnly) set(s.name, SCENARIOS.eip6963Connect, { status: 'skipped', note: walletConnectOnly[s.name]! })
  const connect = new Map<string, ScenarioSample[]>(injectedKits.map((s) => [s.name, []]))
  for (let run = 0; run < SCENARIO_RUNS; run++) {
    for (const s of injectedKits) {
      const sample = await measureEip6963Connect(b, s, server.origin).catch((e: unknown) => ({ ms: NaN, error: firstLines(e, 1) }))
      connect.get(s.name)!.push(sample)
      log(`eip6963 connect ${s.name}: ${fmt(sample.ms)} ms${sample.error ? ` (${sample.error})` : ''}`)
    }
  }
  for (const s of injectedKits) set(s.name, SCENARIOS.eip6963Connect, collect(connect.get(s.name)!))

  // AllWallets at the sandbox's 640 entries: Airlock full (the entry needs WalletConnect, as in
  // AppKit); AppKit's catalogue host is fixed, so it cannot list the sandbox's entries.
  const full = kits.find((s) => s.name === 'airlock-full')
  if (full) {
    const all: ScenarioSample[] = []
    for (let run = 0; run < SCENARIO_RUNS; run++) {
      const sample: ScenarioSample = await measureAllWallets(b, full, server.origin).catch((e: unknown) => ({ ms: NaN, error: firstLines(e, 1) }))
      all.push(sample)
      log(`all wallets airlock-full: search ${fmt(sample.ms)} ms ${JSON.stringify(sample.values ?? {})}${sample.error ? ` (${sample.error})` : ''}`)
    }
    set('airlock-full', SCENARIOS.allWallets, collect(all))
  }
  const skippedAll: ScenarioResult = { status: 'skipped', note: "AppKit's catalogue host (api.web3modal.org, CoreHelperUtil.getApiUrl) cannot be pointed at the sandbox; blocked, its All Wallets list has no entries" }
  for (const name of ['appkit-wagmi', 'appkit-core']) if (results.get(name)?.browser) set(name, SCENARIOS.allWallets, skippedAll)

  // WalletConnect through the local relay: Airlock full (it has the walletconnect plugin).
  if (full && pluginIds.has('walletconnect')) {
    const wc: ScenarioSample[] = []
    for (let run = 0; run < SCENARIO_RUNS; run++) {
      const sample = await measureWalletConnect(b, full, server.origin, sandbox.urls.relay).catch((e: unknown) => ({ ms: NaN, error: firstLines(e, 1) }))
      wc.push(sample)
      log(`walletconnect airlock-full: ${fmt(sample.ms)} ms${sample.error ? ` (${sample.error})` : ''}`)
    }
    set('airlock-full', SCENARIOS.walletConnect, collect(wc))
  }
  const skippedWc: ScenarioResult = { status: 'skipped', note: 'not measured: would need a host-built UniversalProvider with the local relayUrl (AppKit takes one via its universalProvider option; RainbowKit via wagmi walletConnect connector options), which changes the subject' }
  for (const name of ['appkit-wagmi', 'appkit-core', 'rainbowkit']) if (results.get(name)?.browser) set(name, SCENARIOS.walletConnect, skippedWc)
}
