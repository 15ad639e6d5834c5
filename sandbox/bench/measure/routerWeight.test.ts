import { describe, expect, it } from 'vitest'
import type { BuiltChunk } from './buildSubject'
import { routerWeightOf } from './routerWeight'

const chunk = (fileName: string, modules: Record<string, number>): BuiltChunk => ({
  fileName, code: 'z'.repeat(Object.values(modules).reduce((a, b) => a + b, 0)), isEntry: false, isDynamicEntry: false, modules, imports: [], dynamicImports: [],
})

describe('router weight', () => {
  it('counts the TanStack router packages per chunk, not react-virtual, and says whether the first load has them', () => {
    const chunks = [
      chunk('index.js', { '/r/node_modules/react-dom/x.js': 900 }),
      chunk('modal.js', {
        '/r/node_modules/@tanstack/router-core/dist/esm/router.js': 300,
        '/r/node_modules/@tanstack/history/dist/esm/index.js': 100,
        '/r/node_modules/@tanstack/react-virtual/dist/esm/index.js': 500,
      }),
    ]
    const weight = routerWeightOf('airlock-minimal', chunks, ['index.js'])
    expect(weight).toMatchObject({ subject: 'airlock-minimal', raw: 400, inFirstLoad: false })
    expect(weight.chunks.map((c) => [c.file, c.raw, c.chunkRaw])).toEqual([['modal.js', 400, 900]])
    expect(routerWeightOf('s', chunks, ['modal.js']).inFirstLoad).toBe(true)
  })
})
