import { afterEach, describe, expect, it } from 'vitest'
import { createAppKit } from '../createAppKit'
import type { AppKit } from '../createPublicApi'
import { KIT_CONTAINER } from '../createPublicApi'
import { mainnet } from '../networks'
import { definePlugin } from '../plugins/types'
import * as T from '../tokens'

const kits: AppKit[] = []
afterEach(() => kits.splice(0).forEach((kit) => kit.destroy()))

const view = async () => ({ default: () => null })
const notes = definePlugin({ id: 'notes', feature: 'notes', views: { Notes: { load: view, title: 'Notes' } }, accountActions: [{ id: 'notes', view: 'Notes' }] })
const send = definePlugin({ id: 'send', feature: 'send', views: { WalletSend: view } })

async function kitWith(features = {}) {
  const kit = createAppKit({ projectId: 'p', networks: [mainnet], basic: true, plugins: [notes, send], features, endpoints: { analytics: 'http://127.0.0.1:9' } })
  kits.push(kit)
  await kit.ready()
  const registry = kit[KIT_CONTAINER].resolve(T.PLUGIN_HOST).registry
  return { kit, active: () => registry.getState().active, views: () => Object.keys(registry.getState().views) }
}

describe('updateFeatures', () => {
  it("turns a plugin's own flag and a local flag off and on at runtime, loading and unloading the plugins", async () => {
    const { kit, active, views } = await kitWith()
    expect(active()).toEqual(['notes', 'send'])
    kit.updateFeatures({ notes: false, send: false } as never)
    await expect.poll(active).toEqual([])
    expect(views()).toEqual([])
    kit.updateFeatures({ notes: true } as never)
    await expect.poll(active).toEqual(['notes'])
    expect(views()).toEqual(['Notes'])
    expect(kit[KIT_CONTAINER].resolve(T.FEATURES).store.getState().local.send).toBe(false)
  })

  it('checks the features as the option is checked', async () => {
    const { kit } = await kitWith()
    expect(() => kit.updateFeatures({ send: 'yes' } as never)).toThrow('Invalid option `features.send`: expected a boolean, got "yes"')
  })
})
