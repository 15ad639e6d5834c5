import { describe, expect, it } from 'vitest'
import type { BuiltChunk } from './buildSubject'
import { firstLoadFiles, measureBundle, withStaticImports } from './bundleSizes'

const chunk = (fileName: string, imports: string[] = [], code = 'x'.repeat(100)): BuiltChunk => ({
  fileName, code, isEntry: false, isDynamicEntry: false, modules: {}, imports, dynamicImports: [],
})

const html = `<script src="/bench-config.js"></script>
<script type="module" crossorigin src="/s/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/s/assets/vendor-2.js">
<link rel="stylesheet" href="/s/assets/index.css">`

describe('first-load set', () => {
  it('is the module entry plus the modulepreload links, not plain scripts or CSS', () => {
    expect(firstLoadFiles(html, '/s/')).toEqual(['assets/index-1.js', 'assets/vendor-2.js'])
  })

  it('adds static imports Vite did not list, never dynamic ones', () => {
    const chunks = [chunk('a.js', ['b.js']), chunk('b.js', ['c.js']), chunk('c.js'), { ...chunk('lazy.js'), isDynamicEntry: true }]
    expect(withStaticImports(['a.js'], chunks).sort()).toEqual(['a.js', 'b.js', 'c.js'])
  })

  it('sums gzip sizes of the first load apart from the total', () => {
    const built = { name: 's', html, assets: [], chunks: [chunk('assets/index-1.js'), chunk('assets/vendor-2.js'), chunk('assets/lazy-3.js', [], 'y'.repeat(5000))] }
    const m = measureBundle(built)
    expect(m.firstLoad).toEqual(['assets/index-1.js', 'assets/vendor-2.js'])
    expect(m.firstLoadRaw).toBe(200)
    expect(m.totalJsRaw).toBe(5200)
    expect(m.firstLoadGzip).toBeLessThan(m.totalJsGzip)
    expect(m.jsFiles).toBe(3)
  })
})
