// Which requirement IDs of ../shared/spec/REQUIREMENTS.md are named by a test (a test's name
// starts with its IDs). `node scripts/requirementCoverage.mjs [area...]` prints the gaps.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { listSourceFiles } from './importBoundaries.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
export const REQUIREMENTS_PATH = join(root, '..', 'shared', 'spec', 'REQUIREMENTS.md')

/** { area: string, ids: string[] }[] in document order; areas are the `## ` headings. */
export function readRequirements(path = REQUIREMENTS_PATH) {
  const areas = []
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const heading = /^## (.+)$/.exec(line)
    if (heading) areas.push({ area: heading[1].trim(), ids: [] })
    const id = /^- \*\*([A-Z]+-\d+)\*\*/.exec(line)
    if (id && areas.length) areas.at(-1).ids.push(id[1])
  }
  return areas.filter((a) => a.ids.length)
}

/** Every ID that starts the name of an it()/test() in a test file under the repo. */
export function testedIds(dir = root) {
  const ids = new Set()
  const testName = /\b(?:it|test)(?:\.each\([^)]*\))?\s*\(\s*(['"`])((?:[A-Z]+-\d+[ ,]+)+)/g
  for (const file of listSourceFiles(dir)) {
    if (!/\.test\.tsx?$/.test(file)) continue
    for (const m of readFileSync(file, 'utf8').matchAll(testName)) {
      for (const id of m[2].match(/[A-Z]+-\d+/g) ?? []) ids.add(id)
    }
  }
  return ids
}

export function coverage(areas = readRequirements(), tested = testedIds()) {
  return areas.map(({ area, ids }) => ({ area, total: ids.length, missing: ids.filter((id) => !tested.has(id)) }))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(REQUIREMENTS_PATH)) {
    console.log(`no requirements file at ${REQUIREMENTS_PATH}`)
    process.exit(0)
  }
  const wanted = process.argv.slice(2)
  for (const row of coverage()) {
    if (wanted.length && !wanted.some((w) => row.area.toLowerCase().includes(w.toLowerCase()))) continue
    console.log(`${row.area}: ${row.total - row.missing.length}/${row.total}${row.missing.length ? `  missing: ${row.missing.join(' ')}` : ''}`)
  }
}
