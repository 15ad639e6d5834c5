import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from './paths'
import { listAirlockPlugins, manifestExports } from './viteConfig'

describe('airlock-full plugin list', () => {
  it('finds the manifests a module exports by name, and nothing else it exports', () => {
    const source = "export const send = definePlugin({\n  id: 'send',\n})\nexport const SEND_STORE = createToken('send.store')\nexport const grant = async () => definePlugin\n"
    expect(manifestExports(source)).toEqual(['send'])
  })

  it('imports every plugin under plugins/ by its manifest name, as a host does', async () => {
    const plugins = listAirlockPlugins()
    expect(plugins.length).toBeGreaterThan(0)
    for (const name of plugins) {
      const file = join(REPO_ROOT, 'plugins', name, 'index.ts')
      const exported = manifestExports(readFileSync(file, 'utf8'))
      expect(exported, name).toHaveLength(1)
      const module = (await import(file)) as Record<string, { id?: unknown }>
      expect(typeof module[exported[0]!]?.id, name).toBe('string')
    }
  })
})
