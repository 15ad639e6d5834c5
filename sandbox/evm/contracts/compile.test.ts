import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ARTIFACTS_PATH, compileContracts, renderArtifacts } from './compile.mjs'

describe('contract artifacts', () => {
  it('SBX-31 the committed artifacts.ts is what solc builds from contracts/*.sol (run compile.mjs if not)', () => {
    expect(renderArtifacts(compileContracts())).toBe(readFileSync(ARTIFACTS_PATH, 'utf8'))
  })
})
