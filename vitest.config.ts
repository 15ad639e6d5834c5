import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'kernel/**/*.test.ts',
      'chains/**/*.test.{ts,tsx}',
      'plugins/**/*.test.{ts,tsx}',
      'ui-shell/**/*.test.{ts,tsx}',
      'sandbox/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
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
