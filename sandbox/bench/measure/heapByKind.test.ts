import { describe, expect, it } from 'vitest'
import { heapByKind, kindGrowthPerCycle } from './heapByKind'

// A hand-made snapshot in V8's layout: node_fields per node, types by index into node_types[0].
const TYPES = ['hidden', 'array', 'string', 'object', 'code', 'closure', 'regexp', 'number', 'native', 'synthetic', 'concatenated string', 'sliced string', 'symbol', 'bigint', 'object shape']
const node = (type: string, size: number) => [TYPES.indexOf(type), 0, 1, size, 0]

describe('heapByKind', () => {
  it('keeps the data a page can hold apart from compiled code and engine internals', () => {
    const nodes = [node('object', 40), node('closure', 32), node('array', 16), node('string', 24), node('concatenated string', 20), node('code', 500), node('code', 300), node('native', 64), node('hidden', 8), node('object shape', 80), node('synthetic', 0)].flat()
    const raw = { snapshot: { meta: { node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'], node_types: [TYPES] as [string[]] } }, nodes, strings: [''] }
    expect(heapByKind(raw)).toEqual({ js: 132, code: 800, other: 152 })
  })

  it('reads the fields by name, so a layout with another order still sums right', () => {
    const raw = { snapshot: { meta: { node_fields: ['self_size', 'type'], node_types: [TYPES] as [string[]] } }, nodes: [100, TYPES.indexOf('closure'), 7, TYPES.indexOf('code')], strings: [] }
    expect(heapByKind(raw)).toEqual({ js: 100, code: 7, other: 0 })
  })
})

describe('kindGrowthPerCycle', () => {
  it('is the growth of each kind per cycle between the first and the last reading', () => {
    const g = kindGrowthPerCycle([
      { cycles: 600, js: 5_000_000, code: 2_000_000, other: 900_000 },
      { cycles: 900, js: 5_000_000, code: 2_030_000, other: 900_300 },
      { cycles: 1200, js: 5_060_000, code: 2_090_000, other: 900_600 },
    ])
    expect(g).toEqual({ js: 100, code: 150, other: 1 })
  })

  it('is NaN without two readings to compare', () => {
    expect(kindGrowthPerCycle([{ cycles: 600, js: 1, code: 1, other: 1 }]).js).toBeNaN()
    expect(kindGrowthPerCycle([]).code).toBeNaN()
  })
})
