import { describe, expect, it } from 'vitest'
import { failOnCycles } from './failOnCycles.mjs'

// The rollup config's warning handler; the warnings are shaped as rollup 4 reports them.
describe('failOnCycles (rollup onwarn)', () => {
  const passed: unknown[] = []
  const warn = (w: unknown) => passed.push(w)

  it('fails the build on a cyclic re-export or a circular dependency through our files', () => {
    const reexport = { code: 'CYCLIC_CROSS_CHUNK_REEXPORT', message: 'Export "AppKit" of module "kernel/createPublicApi.ts" was reexported through module "kernel/plugin.ts"…', exporter: '/repo/kernel/createPublicApi.ts', reexporter: '/repo/kernel/plugin.ts', id: '/repo/ui-shell/kit/useKit.ts' }
    expect(() => failOnCycles(reexport, warn)).toThrow(/CYCLIC_CROSS_CHUNK_REEXPORT: Export "AppKit"/)
    const circular = { code: 'CIRCULAR_DEPENDENCY', message: 'Circular dependency: a.ts -> b.ts -> a.ts', ids: ['/repo/kernel/a.ts', '/repo/kernel/b.ts', '/repo/kernel/a.ts'] }
    expect(() => failOnCycles(circular, warn)).toThrow(/Circular dependency: a.ts -> b.ts/)
    expect(passed).toEqual([])
  })

  it("passes a package's own cycle and other warnings on", () => {
    const theirs = { code: 'CIRCULAR_DEPENDENCY', message: 'Circular dependency', ids: ['/repo/node_modules/x/a.js', '/repo/node_modules/x/b.js'] }
    const unused = { code: 'UNUSED_EXTERNAL_IMPORT', message: 'Lifecycle imported from external module "#tsyringe" but never used', id: '/repo/kernel/container/tsyringe.ts' }
    failOnCycles(theirs, warn)
    failOnCycles(unused, warn)
    expect(passed).toEqual([theirs, unused])
  })
})
