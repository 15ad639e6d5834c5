import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { AIRLOCK_SOURCE_ENTRIES } from './scripts/airlockSourceEntries.mjs'

const root = fileURLToPath(new URL('./', import.meta.url))

export default defineConfig({
  resolve: {
    // The examples import `airlock/*` by name, as a third party would; here those names are the
    // entry sources (tsconfig.json "paths" says the same to tsc).
    alias: [
      ...Object.entries(AIRLOCK_SOURCE_ENTRIES).map(([name, source]) => ({ find: new RegExp(`^${name}$`), replacement: `${root}${source}` })),
      { find: /^airlock\/(chains|plugins)\/([^/]+)$/, replacement: `${root}$1/$2/index.ts` },
    ],
  },
  test: {
    include: [
      'kernel/**/*.test.ts',
      'chains/**/*.test.{ts,tsx}',
      'plugins/**/*.test.{ts,tsx}',
      'ui-shell/**/*.test.{ts,tsx}',
      'sandbox/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'examples/**/*.test.{ts,tsx}',
    ],
    exclude: ['**/node_modules/**', 'dist/**', 'sandbox/bench/{dist,subjects,results}/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration tests start real services; two cores is the budget, so keep forks modest.
    pool: 'forks',
    maxWorkers: 2,
  },
})
