import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM script without types
import { coverage, readRequirements, REQUIREMENTS_PATH, testedIds } from './requirementCoverage.mjs'

/** Areas whose issues are resolved: every requirement ID there must name a test. */
const DONE_AREAS = [
  'Kernel (kernel/)',
  'Shell (ui-shell/)',
  'Chains and connectors (chains/, plugins/walletconnect)',
  'Sandbox (sandbox/)',
  'Plugin: balances',
  'Plugin: send',
  'Plugin: receive',
]
/** Beyond-the-spec IDs owned by resolved issues. */
const DONE_BEYOND = ['BYD-01', 'BYD-02', 'BYD-03', 'BYD-04', 'BYD-05', 'BYD-06', 'BYD-07', 'BYD-08', 'BYD-09', 'BYD-10', 'BYD-11', 'BYD-12', 'BYD-13', 'BYD-14', 'BYD-15']

// The spec lives beside the repo (../shared), as on every developer machine and in CI.
describe.runIf(existsSync(REQUIREMENTS_PATH))('requirement coverage', () => {
  it('reads the requirement areas and IDs', () => {
    const areas = readRequirements()
    expect(areas.map((a: { area: string }) => a.area)).toEqual(expect.arrayContaining(DONE_AREAS))
  })

  it('every requirement of a resolved area is named by a test', () => {
    const rows = coverage().filter((row: { area: string }) => DONE_AREAS.includes(row.area))
    expect(rows.map((r: { area: string; missing: string[] }) => [r.area, r.missing])).toEqual(DONE_AREAS.map((a) => [a, []]))
  })

  it('the beyond-the-spec requirements of resolved issues are named by tests', () => {
    const tested = testedIds()
    expect(DONE_BEYOND.filter((id) => !tested.has(id))).toEqual([])
  })
})
