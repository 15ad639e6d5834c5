// The layering rule of ARCHITECTURE.md, checked on source text: kernel/ imports nothing above it
// and no Node built-in (it runs in browsers), the shell and plugins import only the kernel's
// public entries, a plugin never imports another plugin. Tests and testing/ helpers may use Node.
// examples/ is third-party code: the package by its public names and its own folder, nothing else.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, relative, resolve, sep } from 'node:path'

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'results', 'artifacts'])
const IMPORT_RE =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(=,])import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[\s;])import\s*['"]([^'"]+)['"]/gm

/** Packages the framework-free kernel must never import. */
const KERNEL_FORBIDDEN_PACKAGES = [
  /^react(-dom)?(\/|$)/,
  /^styled-components(\/|$)/,
  /^@tanstack\//,
  /^viem(\/|$)/,
  /^@solana\//,
  /^@walletconnect\//,
  /^qrcode(\/|$)/,
  /^tronweb(\/|$)/,
]

/** Chain and wallet libraries: the shell asks the chain adapter instead (ARCHITECTURE.md). */
const SHELL_FORBIDDEN_PACKAGES = [/^viem(\/|$)/, /^@solana\//, /^@walletconnect\//, /^tronweb(\/|$)/]

const NODE_BUILTINS = new Set(builtinModules.filter((name) => !name.startsWith('_')))
/** `node:fs`, `fs`, `fs/promises`, ...: modules that exist only in Node. */
export const isNodeBuiltin = (spec) => spec.startsWith('node:') || NODE_BUILTINS.has(spec) || NODE_BUILTINS.has(spec.split('/')[0])

/** Test files and test helpers (anything under a testing/ folder), which may reach further. */
export const isTestCode = (path) => /\.test\.(ts|tsx|mts|js|mjs)$/.test(path) || /(^|\/)testing\//.test(path)

export function listSourceFiles(dir) {
  const out = []
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue
    const full = join(dir, name)
    const stat = statSync(full)
    if (stat.isDirectory()) out.push(...listSourceFiles(full))
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(full)
  }
  return out
}

export function importsOf(text) {
  // Strip comments so examples in comments do not count.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
  const found = []
  for (const m of code.matchAll(IMPORT_RE)) found.push(m[1] ?? m[2] ?? m[3])
  return found
}

/** Resolve a relative specifier to a repo path (extension and /index optional), or undefined. */
function resolveRelative(root, fromFile, spec) {
  const base = resolve(dirname(fromFile), spec)
  const candidates = [base, ...['.ts', '.tsx', '.mjs', '.js'].map((e) => base + e), ...['ts', 'tsx'].map((e) => join(base, `index.${e}`))]
  const hit = candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? base
  return relative(root, hit).split(sep).join('/')
}

const topOf = (path) => path.split('/')[0]
// The shell builds on the kernel's full surface (kernel/index.ts) and `airlock/networks`; the
// html-core entry (ui-shell/html) re-exports the host surface (kernel/host.ts), `airlock` itself.
const isPublicKernelEntry = (path) =>
  /^kernel\/((networks\/)?index|host)\.(ts|tsx)$/.test(path) || path === 'kernel' || path === 'kernel/index'
// Plugins build on the SDK: `airlock/plugin` (kernel/plugin.ts) and `airlock/networks`.
const isSdkEntry = (path) => /^kernel\/(plugin|networks\/index)\.ts$/.test(path)
// Plugin views build on `airlock/react/components`, the design system.
const isComponentsEntry = (path) => /^ui-shell\/components\/index\.(ts|tsx)$/.test(path)
// A plugin's tests may also start whole kits (`airlock`'s internals entry) and render with the shell.
const isShellEntry = (path) => /^ui-shell\/index\.(ts|tsx)$/.test(path) || path === 'ui-shell'
// Another plugin is reachable only through its contract: types and tokens, nothing that runs.
const isContract = (path) => /^plugins\/[^/]+\/contract\.ts$/.test(path)

export function findViolations(root) {
  const violations = []
  for (const area of ['kernel', 'plugins', 'chains', 'ui-shell', 'examples']) {
    const dir = join(root, area)
    if (!existsSync(dir)) continue
    for (const file of listSourceFiles(dir)) {
      const from = relative(root, file).split(sep).join('/')
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        const reason = checkImport(root, file, from, spec)
        if (reason) violations.push({ file: from, import: spec, reason })
      }
    }
  }
  return violations
}

/** The package's public subpaths (package.json "exports"): what a third party may import by name. */
const AIRLOCK_PUBLIC = /^airlock(\/(plugin|react|react\/components|networks|testing|siwx|siwe|wagmi|ethers|solana|bitcoin|ton|tron|chains\/[\w-]+|plugins\/[\w-]+))?$/

/** An example is a third party's package: `examples/<name>/`, its own files and bare specifiers only. */
function checkExampleImport(root, file, from, spec) {
  if (spec.startsWith('.')) {
    const own = from.split('/').slice(0, 2).join('/')
    const target = resolveRelative(root, file, spec)
    return target === own || target.startsWith(`${own}/`) ? undefined : 'an example imports a path outside its own folder (use the airlock/* entries)'
  }
  if (spec.startsWith('/')) return 'an example imports an absolute path'
  if (spec === 'airlock' || spec.startsWith('airlock/')) {
    return AIRLOCK_PUBLIC.test(spec) ? undefined : "an example imports an airlock subpath that package.json does not export"
  }
  return undefined
}

function checkImport(root, file, from, spec) {
  const area = topOf(from)
  if (area === 'examples') return checkExampleImport(root, file, from, spec)
  const relativeSpec = spec.startsWith('.')
  const target = relativeSpec ? resolveRelative(root, file, spec) : undefined
  if (area === 'kernel') {
    if (!relativeSpec && KERNEL_FORBIDDEN_PACKAGES.some((re) => re.test(spec))) return 'kernel imports a UI or chain library'
    if (!relativeSpec && isNodeBuiltin(spec) && !isTestCode(from)) return 'kernel code imports a Node built-in (only tests and testing/ helpers may)'
    if (target && topOf(target) !== 'kernel') return `kernel imports from ${topOf(target)}/`
    return undefined
  }
  if (area === 'ui-shell') {
    const top = target && topOf(target)
    const kernelInternal = top === 'kernel' && !isPublicKernelEntry(target)
    // Shell tests render real kits against the sandbox and real plugins, with the kernel's test
    // helpers; still never kernel internals, or a kernel refactor would break them.
    if (isTestCode(from)) {
      return kernelInternal && !isTestCode(target) ? 'a shell test imports kernel internals, not a testing/ helper' : undefined
    }
    if (!relativeSpec && SHELL_FORBIDDEN_PACKAGES.some((re) => re.test(spec))) return 'the shell imports a chain or wallet library'
    if (kernelInternal) return "the shell imports kernel internals instead of the kernel's public entries"
    if (top === 'plugins' || top === 'chains' || top === 'sandbox') return `the shell imports from ${top}/`
    return undefined
  }
  if (!target) return undefined
  const top = topOf(target)
  if (area === 'plugins') {
    const own = from.split('/')[1]
    const test = isTestCode(from)
    if (/^plugins\/[^/]+\/contract\.ts$/.test(from) && !isSdkEntry(target) && !isContract(target)) {
      return 'a contract.ts imports something other than the SDK or another contract (it holds types and tokens only)'
    }
    if (top === 'plugins' && target.split('/')[1] !== own && !isContract(target)) return "a plugin imports another plugin other than through its contract.ts"
    if (top === 'kernel' && !isSdkEntry(target) && !(test && (isPublicKernelEntry(target) || isTestCode(target)))) {
      return "a plugin imports kernel internals instead of the SDK (kernel/plugin.ts)"
    }
    if (top === 'ui-shell' && !isComponentsEntry(target) && !(test && (isShellEntry(target) || isTestCode(target)))) {
      return "a plugin imports shell internals instead of the design system (ui-shell/components)"
    }
    if (top === 'chains' || top === 'sandbox') return `a plugin imports from ${top}/`
  }
  if (area === 'chains') {
    const own = from.split('/')[1]
    const test = isTestCode(from)
    if (top === 'chains' && target.split('/')[1] !== own) return 'a chain plugin imports another chain plugin'
    if (top === 'kernel' && !isSdkEntry(target) && !(test && (isPublicKernelEntry(target) || isTestCode(target)))) {
      return "a chain plugin imports kernel internals instead of the SDK (kernel/plugin.ts)"
    }
    if (top === 'ui-shell' && !isComponentsEntry(target) && !test) return "a chain plugin imports shell internals instead of the design system (ui-shell/components)"
    if (top === 'plugins' || top === 'sandbox') return `a chain plugin imports from ${top}/`
  }
  return undefined
}
