// The custom elements' typings as a React host meets them: AppKit's documented Next.js page
// (fixtures/nextjsElements) compiled by tsc against `airlock/react`'s sources. The same fixture
// against the built package is in build.test.ts, which builds dist/ anyway.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from './bundleHostEntry'
import { runTsc } from './runTsc'

describe('custom element typings', () => {
  it("BYD-32 AppKit's Next.js page with <appkit-button /> and the buttons' documented attributes compiles against airlock/react", () => {
    const { code, output } = runTsc(join(repoRoot, 'scripts/fixtures/nextjsElements/tsconfig.json'))
    // Without the typings: TS2339 Property 'appkit-button' does not exist on type 'JSX.IntrinsicElements'.
    expect(output).toBe('')
    expect(code).toBe(0)
  }, 180_000)
})
