// The logger the WalletConnect clients get. Given a level name, each client builds its own pino
// logger that also keeps every message, at trace level, in an in-memory buffer of up to ~1 MB
// (for `downloadLogsBlobInBrowser`), even at 'silent'. On a page that opens the QR view again and
// again that buffer was the heap growth of issue 32's leak run (~3.5 kB a cycle, for megabytes).
// Handed a logger object instead, the clients use it as is: this one keeps nothing, and in debug
// mode passes warnings and errors to the console.

const LEVELS = { fatal: 60, error: 50, warn: 40, info: 30, debug: 20, trace: 10 } as const
type LevelName = keyof typeof LEVELS

export interface QuietLogger {
  level: string
  levels: { values: Record<string, number>; labels: Record<number, string> }
  bindings(): Record<string, unknown>
  child(bindings?: Record<string, unknown>): QuietLogger
  isLevelEnabled(level: string): boolean
  flush(): void
  fatal(...args: unknown[]): void
  error(...args: unknown[]): void
  warn(...args: unknown[]): void
  info(...args: unknown[]): void
  debug(...args: unknown[]): void
  trace(...args: unknown[]): void
  silent(...args: unknown[]): void
}

const LABELS = Object.fromEntries(Object.entries(LEVELS).map(([name, value]) => [value, name]))
const nothing = () => undefined

/** A pino-shaped logger that stores nothing; `debug` sends warn and above to the console. */
export function createQuietLogger(debug: boolean, bindings: Record<string, unknown> = {}): QuietLogger {
  const threshold = debug ? LEVELS.warn : Infinity
  const to = (level: LevelName) => (LEVELS[level] >= threshold ? (...args: unknown[]) => console[level === 'warn' ? 'warn' : 'error']('[walletconnect]', ...args) : nothing)
  return {
    level: debug ? 'warn' : 'silent',
    levels: { values: { ...LEVELS }, labels: LABELS },
    bindings: () => bindings,
    child: (more = {}) => createQuietLogger(debug, { ...bindings, ...more }),
    isLevelEnabled: (level) => (LEVELS[level as LevelName] ?? 0) >= threshold,
    flush: nothing,
    fatal: to('fatal'),
    error: to('error'),
    warn: to('warn'),
    info: to('info'),
    debug: to('debug'),
    trace: to('trace'),
    silent: nothing,
  }
}
