// The quick-start imports `airlock/*` as a host would; here those names point at the repo's
// sources instead of a built package, because building the package takes minutes and the browser
// test must stay near a minute and a half (sandbox/e2e/nextjs.test.ts).
import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { AIRLOCK_SOURCE_ENTRIES, airlockSourceEntry } from '../../../scripts/airlockSourceEntries.mjs'

const repo = fileURLToPath(new URL('../../../', import.meta.url))
// Turbopack compiles files under its root only; a worktree whose node_modules links elsewhere
// needs the folder holding both.
const modules = realpathSync(`${repo}node_modules`)
const parts = (path) => path.split('/').filter(Boolean)
const common = parts(repo).filter((part, i, all) => parts(modules)[i] === part && all.slice(0, i).every((p, j) => parts(modules)[j] === p))
const root = `/${common.join('/')}`
// Relative to this folder: Turbopack reads an absolute alias as relative to its root.
const fromRepo = (path) => `./../../../${path}`

// The package's names, mapped as vitest and the demo map them (plus airlock/wagmi, this page's).
const airlock = Object.fromEntries(
  [...Object.keys(AIRLOCK_SOURCE_ENTRIES), 'airlock/chains/eip155'].map((name) => [name, fromRepo(airlockSourceEntry(name))]),
)
airlock['airlock/wagmi'] = fromRepo('chains/eip155/wagmi/index.ts')

/** @type {import('next').NextConfig} */
export default {
  // The sources sit outside this folder; Turbopack reads files under its root only.
  turbopack: { root, resolveAlias: airlock },
  typescript: { ignoreBuildErrors: true },
  // Next's build output stays in this folder (.gitignore'd), and nothing phones home.
  distDir: '.next',
  productionBrowserSourceMaps: false,
  devIndicators: false,
}
