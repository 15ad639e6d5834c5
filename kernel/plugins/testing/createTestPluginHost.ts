import { vi } from 'vitest'
import type { ResolvedConfig } from '../../config/resolveConfig'
import { createKitContainer } from '../../container/tsyringe'
import { mainnet } from '../../networks'
import { registerKernelServices } from '../../registerKernelServices'
import * as T from '../../tokens'
import { createPluginHost } from '../createPluginHost'
import { createPluginKernel } from '../createPluginKernel'
import type { PluginManifest } from '../types'

/**
 * A plugin host over a real kit's services (container, stores, bus, hooks, chain registry),
 * with flags the test flips and a logger it can read.
 */
export function createTestPluginHost(manifests: PluginManifest[], flags: Record<string, boolean>, config: Partial<ResolvedConfig> = {}) {
  const c = createKitContainer()
  registerKernelServices(c, { projectId: 'test-project', networks: [mainnet], basic: true })
  const logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const kernel = { ...createPluginKernel(c, () => c.resolve(T.API_HTTP), () => true), logger }
  const host = createPluginHost({
    manifests,
    isEnabled: (flag) => flags[flag] ?? false,
    config: { ...c.resolve(T.CONFIG), ...config },
    kernel,
    logger,
    bus: c.resolve(T.BUS),
  })
  return { host, container: c, logger, kernel }
}
