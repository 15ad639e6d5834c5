// The first-load weight without the whole bench (no browser, no peers): the bench's own Vite
// builds of the baseline and the Airlock subjects, the first-load files the bench counts, and
// what is in them per module, so each step of a size change can be weighed in a minute.
//   npx tsx sandbox/bench/measure/quickFirstLoad.ts [--modules] [airlock-minimal airlock-full]
import { relative } from 'node:path'
import { contributorsOf } from './bundleAnalysis'
import { buildSubject } from './buildSubject'
import { gzipSize, measureBundle } from './bundleSizes'
import { chainFamilyBytes } from './chainFamilyBytes'
import { localeBytes, localeModulesIn } from './localeBytes'
import { REPO_ROOT } from './paths'

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`

export async function quickFirstLoad(subjects: readonly string[]) {
  const base = measureBundle(await buildSubject('baseline'))
  const rows = []
  for (const name of subjects) {
    const built = await buildSubject(name)
    const sizes = measureBundle(built)
    const first = built.chunks.filter((c) => sizes.firstLoad.includes(c.fileName))
    rows.push({ name, built, first, overBaseline: sizes.firstLoadGzip - base.firstLoadGzip })
  }
  return rows
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const modules = args.includes('--modules')
  const names = args.filter((a) => !a.startsWith('--'))
  for (const row of await quickFirstLoad(names.length ? names : ['airlock-minimal', 'airlock-full'])) {
    console.log(`\n${row.name}: first load over baseline ${kB(row.overBaseline)} gz`)
    const { perLocale } = localeBytes(row.built.chunks, gzipSize)
    const tags = Object.keys(perLocale)
    console.log(`  chain families in the build (bytes): ${Object.entries(chainFamilyBytes(row.built.chunks)).map(([f, b]) => `${f} ${b}`).join(', ')}`)
    if (tags.length) console.log(`  locales: ${tags.map((t) => `${t} ${kB(perLocale[t]!)}`).join(', ')}; catalogue modules in the first load: ${localeModulesIn(row.first).length}`)
    for (const c of contributorsOf(row.name, row.first, 25)) {
      if (c.module === 'react-dom' || c.module === 'react' || c.module === 'scheduler') continue
      console.log(`  ${c.module.padEnd(28)} ${kB(c.raw).padStart(9)} ${kB(c.gzipEstimate).padStart(8)}`)
    }
    if (!modules) continue
    for (const chunk of row.first) {
      console.log(`  chunk ${chunk.fileName} ${kB(gzipSize(chunk.code))} gz`)
      const ids = Object.entries(chunk.modules).filter(([id]) => !id.includes('node_modules/react'))
      for (const [id, bytes] of ids.sort((a, b) => b[1] - a[1])) console.log(`    ${String(bytes).padStart(6)} ${relative(REPO_ROOT, id)}`)
    }
  }
}
