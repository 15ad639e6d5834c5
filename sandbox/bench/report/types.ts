// The shape of sandbox/bench/results/<date>.json. Pure data: the report functions and their tests
// read it without the bench's own node_modules.

/** Median and spread of one measure over the interleaved runs. */
export interface Stat {
  median: number
  min: number
  max: number
  samples: number[]
}

export interface BundleResult {
  /** Every emitted JS file, gzip (level 9), bytes. */
  totalJsGzip: number
  totalJsRaw: number
  /** The entry plus its modulepreload links in the built index.html, gzip bytes. */
  firstLoadGzip: number
  firstLoadRaw: number
  jsFiles: number
  /** Gzip bytes of each locale's message chunks (issue 30); absent for subjects without catalogues. */
  localesGzip?: Record<string, number>
  /** Catalogue modules in the first load: an English visitor must download none. */
  firstLoadLocaleModules?: number
  /** Rendered bytes of each chain family (plugin and library) in the whole build: 0 where the subject does not configure it (issue 33). */
  chainFamilyRaw?: Record<string, number>
  /** `totalJsGzip` / `firstLoadGzip` minus the baseline's; undefined for the baseline itself. */
  totalOverBaselineGzip?: number
  firstLoadOverBaselineGzip?: number
}

export interface BrowserResult {
  /** navigation start → connect button visible, ms. */
  buttonVisibleMs: Stat
  /** click on the connect button → first connect option visible, ms. */
  firstOptionMs: Stat
  /** JSHeapUsedSize after a forced GC, with the modal open, bytes. */
  heapAfterOpenBytes: Stat
  /**
   * The same page's second open (close, wait until gone, click again): click → first option, ms.
   * `firstOptionMs` is that page's first open. Absent for the baseline and older results.
   */
  reopenMs?: Stat
  /** Requests the page attempted to non-loopback hosts (all blocked), per run. */
  remoteRequests: Stat
  /** Which hosts, with the count over all runs. */
  remoteHosts: Record<string, number>
  /** The requests the click started (first run), on the page clock from the click, ms. */
  afterClick?: AfterClickRequest[]
}

export interface AfterClickRequest {
  url: string
  startMs: number
  endMs: number
}

export interface SubjectResult {
  name: string
  description: string
  status: 'ok' | 'failed'
  /** Why the subject failed to build or run; the table says so instead of a number. */
  error?: string
  bundle?: BundleResult
  browser?: BrowserResult
  /** Why the browser measures are missing (the page never showed its button or options). */
  browserError?: string
  /** Heap over open/close cycles in one page (issue 13's leak scenario). */
  leak?: LeakResult
  /** Issue 32's visitor mode: one entry per remote-config latency and click moment. */
  visitor?: VisitorResult[]
  /** Other scenario measures (connect latency, AllWallets); keyed by measure name. */
  scenarios?: Record<string, ScenarioResult>
}

export interface LeakResult {
  /** Open/close cycles between readings. */
  cycles: number
  /** JSHeapUsedSize after a forced GC, after `cycles` and after 2 × `cycles` cycles, bytes. */
  heapAfter50Bytes: number
  heapAfter100Bytes: number
  /** (after 100 − after 50) / after 50 × 100; NaN when a reading is missing. */
  growthPct: number
  /** Every reading of the long run (issue 32: up to 1200 cycles), and the slope after warm-up. */
  readings?: HeapReading[]
  warmUpCycles?: number
  slopeBytesPerCycle?: number
  /**
   * Heap snapshots at the end of the warm-up and at the last cycle, growth per cycle by kind
   * (measure/heapByKind.ts): `js` is what the page keeps alive, `code` the engine's compiled code.
   */
  growthByKindPerCycle?: { js: number; code: number; other: number }
  error?: string
}

/** Driver click → option visible, as a visitor feels it (measure/visitorOpen.ts). */
export interface VisitorResult {
  /** The sandbox answered GET /appkit/v1/config this late, ms. */
  configLatencyMs: number
  /** The click came this long after the button showed (0: as soon as it showed), ms. */
  clickAfterMs: number
  /** From outside: the driver's click → the driver sees the option, paint included, ms. */
  outsideMs: Stat
  /** The in-page probe's click → first frame with the option, same visits, ms. */
  inPageMs: Stat
  /** Closed and clicked again in the same page, from outside, ms. */
  reopenMs?: Stat
  /** Code and data requested between the click and the option's frame, over every run (paths). */
  afterClick: string[]
  error?: string
}

/** JSHeapUsedSize after a forced GC, after this many open/close cycles in one page. */
export interface HeapReading {
  cycles: number
  bytes: number
}

/** The scenario measures' names, as keys of `SubjectResult.scenarios` and rows of the report. */
export const SCENARIOS = {
  eip6963Connect: 'EIP-6963 click → connected UI',
  allWallets: 'AllWallets (640 entries): keystroke → results',
  walletConnect: 'WalletConnect: wallet gets URI → connected UI',
} as const

/** `values` keys of the AllWallets scenario. */
export const ALL_WALLETS_VALUES = {
  openMs: 'open all wallets ms',
  maxRows: 'max DOM rows while scrolling',
  scrollHeight: 'scroll height px',
} as const

export interface ScenarioResult {
  status: 'ok' | 'failed' | 'skipped'
  /** Why it failed or was skipped. */
  note?: string
  ms?: Stat
  /** Extra numbers (DOM rows, ...). */
  values?: Record<string, number | string>
}

/** A chunk an Airlock plugin (or the shell) contributes, from the rollup output. */
export interface PluginChunk {
  plugin: string
  file: string
  gzip: number
  raw: number
  /** Loaded only on demand (a dynamic import), never by the first load. */
  lazy: boolean
}

/** What a module group (a package or a repo folder) contributes to a subject's first load. */
export interface Contributor {
  subject: string
  module: string
  /** Rendered (minified) bytes in the first-load chunks. */
  raw: number
  /** Its share of the first-load gzip, estimated by its share of the rendered bytes. */
  gzipEstimate: number
}

/** What the view router (the TanStack router packages) weighs in a subject's build. */
export interface RouterWeight {
  subject: string
  /** Rendered (minified) bytes, summed over the chunks that hold any. */
  raw: number
  /** Gzip, estimated per chunk by the router's share of its rendered bytes. */
  gzipEstimate: number
  chunks: { file: string; raw: number; gzipEstimate: number; chunkRaw: number }[]
  /** Whether the host's first load holds any of it (it should not: the modal loads it). */
  inFirstLoad: boolean
}

export interface DisabledPluginCheck {
  plugin: string
  /** Chunks holding the plugin's lazy code. */
  chunks: string[]
  /** Of those, how many the browser requested with the plugin turned off (must be 0). */
  requested: string[]
  bytesOnWire: number
  status: 'ok' | 'failed'
  note?: string
}

export type BudgetStatus = 'pass' | 'miss' | 'unknown'

export interface BudgetResult {
  id: string
  subject: string
  description: string
  status: BudgetStatus
  actual?: number
  limit?: number
  unit: 'bytes' | 'ms' | 'count'
  /** Why unknown (a subject failed), or context. */
  note?: string
}

export interface MachineInfo {
  cpu: string
  cores: number
  memoryGiB: number
  node: string
  chromium: string
  os: string
}

export interface BenchResults {
  date: string
  startedAt: string
  durationS: number
  machine: MachineInfo
  /** Exact versions of every library the subjects and the harness use. */
  versions: Record<string, string>
  runs: number
  subjects: SubjectResult[]
  pluginChunks: PluginChunk[]
  /** The router's share of the Airlock subjects' builds; absent in results from before it was measured. */
  routerWeight?: RouterWeight[]
  disabledPlugins: DisabledPluginCheck[]
  budgets: BudgetResult[]
  contributors: Contributor[]
  notes: string[]
}
