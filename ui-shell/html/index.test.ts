// BYD-16 from the bundle's side: what a vanilla host's bundler sees when it imports `airlock`.
import { describe, expect, it } from 'vitest'
import { bundleHostEntry, rel, repoRoot } from '../../scripts/bundleHostEntry'
import * as host from '../../kernel/host'
import { createAppKit as shellCreateAppKit } from '../kit/createAppKit'
import * as airlock from './index'

const UI_PACKAGES = /^(react|react-dom|styled-components|@tanstack\/react-router)(\/|$)/

describe('`airlock` (html-core entry)', () => {
  it('is the kernel host surface with the shell createAppKit in place of the headless one', () => {
    expect(Object.keys(airlock).sort()).toEqual(Object.keys(host).sort())
    expect(airlock.createAppKit).toBe(shellCreateAppKit)
    expect(airlock.createAppKit).not.toBe(host.createAppKit)
    expect(airlock).not.toHaveProperty('KIT_CONTAINER')
  })

  it('BYD-16 a vanilla host importing createAppKit from airlock loads no React, styled-components or router up front; the modal is a lazy chunk', async () => {
    const { initial, lazy } = await bundleHostEntry(`
      import { createAppKit } from '${repoRoot}/ui-shell/html/index.ts'
      export const kit = createAppKit({ projectId: 'p', networks: [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }] })
    `)
    // Packages stay external in this build: a chunk's imports name them.
    const firstLoadPackages = initial.flatMap((c) => c.imports).filter((id) => !id.endsWith('.js'))
    expect(firstLoadPackages.filter((id) => UI_PACKAGES.test(id))).toEqual([])
    const firstModules = initial.flatMap((c) => Object.keys(c.modules).map(rel))
    expect(firstModules).toContain('ui-shell/kit/createAppKit.ts')
    expect(firstModules.filter((m) => /^ui-shell\/(modal\/(mountModal|ModalApp|ModalCard)|router|views|components)\b/.test(m))).toEqual([])

    const lazyModules = lazy.flatMap((c) => Object.keys(c.modules).map(rel))
    expect(lazyModules).toEqual(expect.arrayContaining(['ui-shell/modal/mountModal.tsx', 'ui-shell/modal/defineModalElements.ts']))
    const lazyPackages = lazy.flatMap((c) => c.imports)
    expect(lazyPackages).toEqual(expect.arrayContaining(['react-dom/client', 'styled-components']))
  }, 60_000)
})
