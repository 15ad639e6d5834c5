import { afterEach, describe, expect, it } from 'vitest'
import { createAppKit } from '../createAppKit'
import type { AppKit } from '../createPublicApi'
import { mainnet } from '../networks'
import type { PluginContext } from './pluginContext'
import { definePlugin } from './types'
import { StorageKeys } from '../storage/storageKeys'
import { STORAGE } from '../tokens'

const kits: AppKit[] = []
afterEach(() => kits.splice(0).forEach((kit) => kit.destroy()))

async function kitWithProbe() {
  let ctx: PluginContext | undefined
  const probe = definePlugin({ id: 'probe', load: async () => ({ activate: (c: PluginContext) => void (ctx = c) }) })
  const kit = createAppKit({ projectId: 'p-mutators', networks: [mainnet], basic: true, plugins: [probe], endpoints: { analytics: 'http://127.0.0.1:9' } })
  kits.push(kit)
  await kit.ready()
  return { kit, ctx: ctx! }
}

describe("a plugin's mutators", () => {
  it('AUTH-06 setPreferredAccountType sets the eip155 type as the public API does, stored for the next visit (ACCT-04)', async () => {
    const first = await kitWithProbe()
    expect(first.kit.getPreferredAccountType('eip155')).toBe('smartAccount')
    first.ctx.mutate.setPreferredAccountType('eip155', 'eoa')
    expect(first.kit.getPreferredAccountType('eip155')).toBe('eoa')
    // A type the namespace cannot use changes nothing.
    first.ctx.mutate.setPreferredAccountType('eip155', 'ordinal')
    expect(first.kit.getPreferredAccountType('eip155')).toBe('eoa')
    // Stored where the next kit's resolvePreferredAccountTypes reads it.
    expect(first.ctx.use(STORAGE).get(StorageKeys.preferredAccountTypes)).toEqual({ eip155: 'eoa' })
  })
})
