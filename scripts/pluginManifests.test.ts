// The repo's plugins name some loaders in their manifests instead of importing them (issue 13);
// a name missing from the module would only fail when its view or row is shown.
import { describe, expect, it } from 'vitest'
import { resolveNamedLoaders } from '../kernel/plugins/namedLoaders'
import type { PluginManifest } from '../kernel/plugins/types'
import { repoPlugins, repoRoot } from './bundleHostEntry'

describe('repo plugin manifests', () => {
  it.each(repoPlugins())('plugins/%s: every loader its manifest names is in its module', async (name) => {
    const exports = (await import(`${repoRoot}/plugins/${name}/index.ts`)) as Record<string, unknown>
    const manifests = Object.values(exports).filter((m): m is PluginManifest => typeof m === 'object' && m !== null && typeof (m as PluginManifest).id === 'string')
    expect(manifests.length).toBeGreaterThan(0)
    for (const manifest of manifests) {
      const { names } = resolveNamedLoaders(manifest, () => undefined)
      if (!names.length) continue
      const module = await manifest.load!()
      for (const loader of names) expect(typeof module.views?.[loader], `${manifest.id}: ${loader}`).toBe('function')
    }
  })
})
