import { afterEach, describe, expect, it } from 'vitest'
import { createAppKit } from '../createAppKit'
import { KIT_CONTAINER, type AppKit } from '../createPublicApi'
import { mainnet } from '../networks'
import * as T from '../tokens'

const kits: AppKit[] = []
afterEach(() => kits.splice(0).forEach((kit) => kit.destroy()))

describe('authReload registry', () => {
  it('runs every registered reload when the Farcaster view is left while disconnected (spec §2)', async () => {
    const kit = createAppKit({ projectId: 'p', networks: [mainnet], basic: true, endpoints: { analytics: 'http://127.0.0.1:9' } })
    kits.push(kit)
    await kit.ready()
    const c = kit[KIT_CONTAINER]
    const reloads: string[] = []
    c.resolve(T.KIT_HOOKS).authReload.add(() => reloads.push('a'))
    const undoB = c.resolve(T.KIT_HOOKS).authReload.add(() => reloads.push('b'))
    const router = c.resolve(T.ROUTER)
    router.push('ConnectingFarcaster')
    router.goBack()
    await expect.poll(() => reloads).toEqual(['a', 'b'])
    undoB()
    router.push('ConnectingFarcaster')
    router.goBack()
    await expect.poll(() => reloads).toEqual(['a', 'b', 'a'])
  })
})
