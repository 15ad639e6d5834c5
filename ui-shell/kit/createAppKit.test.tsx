// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PLUGIN_HOST, KIT_CONTAINER, definePlugin, getDefaultKit, type AppKit } from '../../kernel'
import { testMainnet } from '../../kernel/connection/testing/testNetworks'
import { useAppKitState } from '../hooks/useAppKitState'
import { useAppKitTheme } from '../hooks/useAppKitTheme'
import { AppKitProvider } from './AppKitProvider'
import { createAppKit } from './createAppKit'
import { NO_KIT_MESSAGE, useKit } from './useKit'

const kits: AppKit[] = []
const make = (extra: Partial<Parameters<typeof createAppKit>[0]> = {}) => {
  const kit = createAppKit({ projectId: 'p', networks: [testMainnet], endpoints: { fonts: '' }, modalPreload: 'open', ...extra })
  kits.push(kit)
  return kit
}

afterEach(() => {
  cleanup()
  for (const kit of kits.splice(0)) kit.destroy()
})

describe('createAppKit (airlock/react)', () => {
  it('BYD-10 hooks work without a provider once createAppKit ran (the default kit)', async () => {
    const kit = make()
    const { result } = renderHook(() => useAppKitState())
    await act(() => kit.open())
    expect(result.current.open).toBe(true)
  })

  it('BYD-10 <AppKitProvider kit> scopes the hooks to one of several kits on a page', () => {
    const dark = make({ themeMode: 'dark' })
    const light = make({ themeMode: 'light' })
    const Mode = () => <span>{useAppKitTheme().themeMode}</span>
    render(
      <>
        <AppKitProvider kit={dark}>
          <Mode />
        </AppKitProvider>
        <AppKitProvider kit={light}>
          <Mode />
        </AppKitProvider>
        <Mode />
      </>,
    )
    // The unscoped reader follows the last kit created, as AppKit's single instance would.
    expect(screen.getAllByText(/dark|light/).map((el) => el.textContent)).toEqual(['dark', 'light', 'light'])
  })

  it('BYD-10 without a provider the hooks follow the newest live kit, and the previous one after destroy', async () => {
    const first = make({ themeMode: 'dark' })
    const second = make({ themeMode: 'light' })
    const { result } = renderHook(() => ({ kit: useKit(), mode: useAppKitTheme().themeMode }))
    expect(result.current).toEqual({ kit: second, mode: 'light' })
    // The <appkit-*> elements read the same registry, so hooks and elements never disagree.
    expect(getDefaultKit()).toBe(second)
    act(() => second.destroy())
    kits.splice(kits.indexOf(second), 1)
    expect(result.current).toEqual({ kit: first, mode: 'dark' })
    // Destroying an older kit leaves the default alone.
    let third: AppKit | undefined
    act(() => void (third = make({ themeMode: 'light' })))
    act(() => first.destroy())
    kits.splice(kits.indexOf(first), 1)
    expect(result.current.kit).toBe(third)
  })

  it('registers the core-views manifest before the host plugins, so a plugin view of the same name wins', async () => {
    const hostView = () => Promise.resolve({ default: () => null })
    const kit = make({ plugins: [definePlugin({ id: 'host', views: { Connect: hostView } })] })
    await kit.ready()
    const { views } = kit[KIT_CONTAINER].resolve(PLUGIN_HOST).registry.getState()
    expect(views.Connect).toBe(hostView)
  })

  it('explains what is missing when a hook runs with no kit at all', () => {
    expect(() => renderHook(() => useAppKitState())).toThrowError(NO_KIT_MESSAGE)
  })
})
