// @vitest-environment jsdom
import { act, cleanup, configure, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CONNECTION_CONTROLLER, CONNECTORS_STORE, KIT_CONTAINER, ROUTER, definePlugin, type AppKit, type PluginManifest } from '../../kernel'
import { createTestChainAdapter } from '../../kernel/connection/testing/testChainAdapter'
import { testMainnet } from '../../kernel/connection/testing/testNetworks'
import { createAppKit } from '../kit/createAppKit'
import { testViews } from '../testing/testViews'
import type { OverlayProps } from '../slots/OverlayLayer'
import { mountModal } from './mountModal'

configure({ asyncUtilTimeout: 10_000 })

const kits: AppKit[] = []
const unmounts: (() => void)[] = []
const root = () => document.body.querySelector('airlock-modal')?.shadowRoot
const card = () => root()?.querySelector<HTMLElement>('[data-testid="w3m-modal-card"]') ?? null
const overlay = () => root()?.querySelector<HTMLElement>('[data-testid="w3m-modal-overlay"]') ?? null
const routerView = () => card()?.querySelector('[data-testid="w3m-router-view"]') ?? null

afterEach(() => {
  for (const unmount of unmounts.splice(0)) act(unmount)
  cleanup()
  for (const kit of kits.splice(0)) kit.destroy()
  document.body.innerHTML = ''
})

/** What an overlay slot entry (as the secure frame's) is told: the card's box while it follows the card. */
const overlayProps: OverlayProps[] = []
const follower = definePlugin({
  id: 'test-follower',
  slots: { overlay: [{ id: 'follower', component: async () => ({ default: (props: OverlayProps) => (overlayProps.push(props), null) }) }] },
})

async function mountedClosed({ connected = false, plugins = [testViews] as PluginManifest[] } = {}) {
  const kit = createAppKit({ projectId: 'p', networks: [testMainnet], endpoints: { fonts: '' }, modalPreload: 'open', plugins, adapters: [createTestChainAdapter('eip155')] })
  kits.push(kit)
  await kit.ready()
  if (connected) {
    const c = kit[KIT_CONTAINER]
    const connector = c.resolve(CONNECTORS_STORE).getState().connectors.find((x) => x.chain === 'eip155')!
    await act(() => c.resolve(CONNECTION_CONTROLLER).connect({ connector }))
  }
  // What the idle preload does (startModalMount): mount while closed.
  act(() => void unmounts.push(mountModal(kit)))
  return kit
}

describe('the card prerendered before the first open (issue 13)', () => {
  it('is rendered hidden with its view while closed, and the open only reveals that same card, content included', async () => {
    const kit = await mountedClosed()
    await waitFor(() => expect(card()?.querySelector('[data-testid="test-connect-view"]')).toBeTruthy())
    const hidden = card()!
    // Connect's card is live (issue 32): rendered and laid out, not under Activity's display: none,
    // but concealed (CSS visibility, no pointer), out of the accessibility tree and inert.
    expect(overlay()!.style.display).not.toBe('none')
    expect(overlay()!.hasAttribute('data-concealed')).toBe(true)
    expect(overlay()!.getAttribute('aria-hidden')).toBe('true')
    expect(overlay()!.hasAttribute('inert')).toBe(true)
    expect(kit.getState().open).toBe(false)

    // Synchronous: the click's own task shows card and content together, no await in between.
    act(() => void kit.open())
    expect(card()).toBe(hidden)
    expect(overlay()!.hasAttribute('data-concealed')).toBe(false)
    expect(overlay()!.hasAttribute('aria-hidden')).toBe(false)
    expect(overlay()!.hasAttribute('inert')).toBe(false)
    expect(card()!.querySelector('[data-testid="test-connect-view"]')).not.toBeNull()
    expect(card()!.querySelector('[data-testid="w3m-view-skeleton"]')).toBeNull()
    // The opening view appears with the card: no slide that starts it transparent.
    expect(routerView()!.hasAttribute('data-transition')).toBe(false)
    act(() => kit[KIT_CONTAINER].resolve(ROUTER).push('Networks'))
    await waitFor(() => expect(card()!.querySelector('[data-testid="test-networks-view"]')).not.toBeNull())
    expect(routerView()!.getAttribute('data-transition')).toBe('next')
  })

  it('on close the shown card leaves the DOM, as AppKit\'s does; a new one is prerendered concealed for the next open, which only reveals it', async () => {
    const kit = await mountedClosed()
    await waitFor(() => expect(card()).toBeTruthy())
    act(() => void kit.open())
    const first = card()!
    const firstRows = first.querySelectorAll('*').length
    await act(() => kit.close())
    expect(first.isConnected).toBe(false)
    // Prepared again once the close has painted: a new, concealed card with its view.
    await waitFor(() => expect(card()?.querySelector('[data-testid="test-connect-view"]')).toBeTruthy())
    const again = card()!
    expect(again).not.toBe(first)
    expect(overlay()!.hasAttribute('data-concealed')).toBe(true)
    expect(overlay()!.hasAttribute('inert')).toBe(true)
    expect(root()!.querySelectorAll('[data-testid="w3m-modal-card"]')).toHaveLength(1)
    act(() => void kit.open())
    expect(card()).toBe(again)
    expect(overlay()!.hasAttribute('data-concealed')).toBe(false)
    expect(card()!.querySelector('[data-testid="w3m-view-skeleton"]')).toBeNull()
    expect(card()!.querySelectorAll('*').length).toBe(firstRows)
  })

  it('after a close while connected, nothing is prerendered (Account\'s card would hold its state while closed)', async () => {
    const kit = await mountedClosed({ connected: true })
    await waitFor(() => expect(card()?.querySelector('[data-testid="w3m-account-view"]')).toBeTruthy())
    act(() => void kit.open())
    await act(() => kit.close())
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(card()).toBeNull()
  })

  it('opened on another view than the prerendered one, renders the card afresh on that view', async () => {
    const kit = await mountedClosed()
    await waitFor(() => expect(card()?.querySelector('[data-testid="test-connect-view"]')).toBeTruthy())
    const prerendered = card()
    act(() => void kit.open({ view: 'Networks' }))
    await waitFor(() => expect(card()?.querySelector('[data-testid="test-networks-view"]')).toBeTruthy())
    expect(card()).not.toBe(prerendered)
    expect(card()!.querySelector('[data-testid="test-connect-view"]')).toBeNull()
    expect(overlay()!.style.display).not.toBe('none')
    expect(routerView()!.hasAttribute('data-transition')).toBe(false)
  })

  it('a live card is not followed by the overlay slot and takes no focus until the open', async () => {
    overlayProps.length = 0
    const kit = await mountedClosed({ plugins: [testViews, follower] })
    await waitFor(() => expect(card()?.querySelector('[data-testid="test-connect-view"]')).toBeTruthy())
    await waitFor(() => expect(overlayProps.length).toBeGreaterThan(0))
    expect(overlayProps.every((props) => props.rect === undefined)).toBe(true)
    expect(document.activeElement).toBe(document.body)
    act(() => void kit.open())
    await waitFor(() => expect(overlayProps.at(-1)?.rect).toBeDefined())
    await waitFor(() => expect(document.activeElement?.tagName).toBe('AIRLOCK-MODAL'))
  })

  it('for a visitor already connected, prerenders Account under Activity (its effects wait for the open), which the open reveals', async () => {
    const kit = await mountedClosed({ connected: true })
    await waitFor(() => expect(card()?.querySelector('[data-testid="w3m-account-view"]')).toBeTruthy())
    const prerendered = card()!
    expect(overlay()!.style.display).toBe('none')
    act(() => void kit.open())
    expect(card()).toBe(prerendered)
    expect(overlay()!.style.display).not.toBe('none')
    expect(card()!.querySelector('[data-testid="w3m-account-view"]')).not.toBeNull()
    expect(routerView()!.hasAttribute('data-transition')).toBe(false)
  })
})
