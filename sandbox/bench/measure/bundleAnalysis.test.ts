import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { BuiltChunk } from './buildSubject'
import { airlockChunks, chunksOfPlugin, contributorsOf, moduleGroup } from './bundleAnalysis'
import { REPO_ROOT } from './paths'

const repo = (p: string) => join(REPO_ROOT, p)
const chunk = (fileName: string, modules: Record<string, number>): BuiltChunk => ({
  fileName, code: 'z'.repeat(Object.values(modules).reduce((a, b) => a + b, 0)), isEntry: false, isDynamicEntry: false, modules, imports: [], dynamicImports: [],
})

describe('bundle analysis', () => {
  it('groups modules by package, by Airlock area, or as the host app', () => {
    expect(moduleGroup('/x/node_modules/.pnpm/a/node_modules/@reown/appkit-ui/dist/index.js')).toBe('@reown/appkit-ui')
    expect(moduleGroup('/x/node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom')
    expect(moduleGroup(repo('kernel/connection/createConnectionStore.ts'))).toBe('kernel/connection')
    expect(moduleGroup(repo('kernel/index.ts'))).toBe('kernel')
    expect(moduleGroup(repo('plugins/send/views/WalletSend.tsx'))).toBe('plugins/send')
    expect(moduleGroup(repo('sandbox/bench/subjects/airlock-full/main.jsx'))).toBe('host app')
  })

  it('ranks first-load contributors by their estimated gzip share', () => {
    const top = contributorsOf('s', [chunk('a.js', { [repo('kernel/store/createStore.ts')]: 100, '/n/node_modules/react-dom/x.js': 900 })], 1)
    expect(top).toHaveLength(1)
    expect(top[0]).toMatchObject({ subject: 's', module: 'react-dom', raw: 900 })
  })

  it('finds the chunks of a plugin, leaving its manifest aside, and marks lazy ones', () => {
    const built = {
      name: 'airlock-full', html: '', assets: [],
      chunks: [
        chunk('index.js', { [repo('plugins/send/index.ts')]: 50, [repo('kernel/index.ts')]: 500 }),
        chunk('activate.js', { [repo('plugins/send/activate.ts')]: 300 }),
      ],
    }
    expect(chunksOfPlugin(built, 'send')).toEqual(['activate.js'])
    expect(airlockChunks(built, ['index.js']).map((c) => [c.plugin, c.file, c.lazy])).toEqual([
      ['kernel', 'index.js', false],
      ['plugins/send', 'activate.js', true],
    ])
  })
})
