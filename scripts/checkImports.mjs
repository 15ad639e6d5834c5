// `npm run lint`: fails when an import crosses the layering of ARCHITECTURE.md.
import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'
import { findViolations } from './importBoundaries.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const violations = findViolations(root)
for (const v of violations) console.error(`${v.file}: imports '${v.import}': ${v.reason}`)
if (violations.length) {
  console.error(`${violations.length} import boundary violation(s)`)
  process.exit(1)
}
console.log('import boundaries: ok')
