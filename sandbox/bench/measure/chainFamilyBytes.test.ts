import { describe, expect, it } from 'vitest'
import type { BuiltChunk } from './buildSubject'
import { chainFamilyBytes } from './chainFamilyBytes'

const chunk = (fileName: string, modules: Record<string, number>): BuiltChunk => ({
  fileName, code: '', isEntry: false, isDynamicEntry: true, modules, imports: [], dynamicImports: [],
})

describe('bytes per chain family', () => {
  it('counts a family’s plugin folder and library wherever they sit, and nothing else', () => {
    const bytes = chainFamilyBytes([
      chunk('a.js', { '/r/chains/ton/tonAdapter.ts': 300, '/r/kernel/index.ts': 900 }),
      chunk('b.js', { '/r/node_modules/@ton/core/dist/index.js': 5000, '/r/node_modules/tronweb/lib/esm/index.js': 7000 }),
      chunk('c.js', { '/r/chains/eip155/eip155Adapter.ts': 400, '/r/plugins/tron-notes/x.ts': 50 }),
    ])
    expect(bytes).toEqual({ solana: 0, bip122: 0, ton: 5300, tron: 7000 })
  })
})
