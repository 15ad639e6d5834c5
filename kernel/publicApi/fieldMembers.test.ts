import { describe, expect, it } from 'vitest'
import { SDK_VERSION } from '../config/resolveConfig'
import { createApiTestKit } from './testing/createApiTestKit'

describe("instance: AppKit's public fields", () => {
  it('options, features, remoteFeatures, chainNamespaces, chainAdapters, version and reportedAlertErrors read the live kit', async () => {
    const t = await createApiTestKit({ features: { send: false } })
    expect(t.kit.options.projectId).toBe('test-project')
    expect(t.kit.features.send).toBe(false)
    t.kit.updateFeatures({ send: true })
    expect(t.kit.features.send).toBe(true)
    expect(t.kit.remoteFeatures.email).toBe(false)
    expect(t.kit.chainNamespaces).toEqual(['eip155', 'solana'])
    expect(t.kit.chainAdapters.eip155).toBe(t.adapters.eip155)
    expect(t.kit.version).toBe(SDK_VERSION)
    expect(t.kit.reportedAlertErrors).toEqual({})
    await t.kit.switchNetwork({ id: 10, name: 'OP' } as never) // ERR-01 raises the "Network Not Found" alert
    expect(t.kit.reportedAlertErrors).toEqual({ networkNotFound: true })
  })
})
