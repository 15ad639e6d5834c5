// @vitest-environment jsdom
// <appkit-modal> / <w3m-modal> in jsdom, driven by real kits from the shell's createAppKit.
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { KIT_CONTAINER, ROUTER, type AppKit } from '../../kernel'
import { createTestChainAdapter } from '../../kernel/connection/testing/testChainAdapter'
import { testMainnet } from '../../kernel/connection/testing/testNetworks'
import { createAppKit } from '../kit/createAppKit'
import type { ReactAppKitOptions } from '../kit/shellOptions'
import { testViews } from '../testing/testViews'
import { defineModalElements, MODAL_ELEMENT_TAGS, modalElementMode } from './defineModalElements'

const kits: AppKit[] = []
function make(extra: Partial<ReactAppKitOptions> = {}) {
  const kit = createAppKit({ projectId: 'p', networks: [testMainnet], endpoints: { fonts: '' }, modalPreload: 'open', plugins: [testViews], adapters: [createTestChainAdapter('eip155')], ...extra })
  kits.push(kit)
  return kit
}
const place = (html: string) => {
  document.body.insertAdjacentHTML('beforeend', html)
  return document.body.lastElementChild as HTMLElement
}
const cardIn = (el: Element) => el.shadowRoot?.querySelector('[data-testid="w3m-modal-card"]') ?? null
const connectViewIn = (el: Element) => cardIn(el)?.querySelector('[data-testid="test-connect-view"]') ?? null
const settle = () => new Promise((r) => setTimeout(r, 50))

afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  document.body.innerHTML = ''
})

describe('<appkit-modal>', () => {
  it('createAppKit defines <appkit-modal> and <w3m-modal>; defining again or over another library’s tag changes nothing', async () => {
    make()
    await Promise.all(MODAL_ELEMENT_TAGS.map((tag) => customElements.whenDefined(tag)))
    const first = customElements.get('appkit-modal')
    expect(defineModalElements()).toBe(true)
    expect(customElements.get('appkit-modal')).toBe(first)
    expect(defineModalElements({})).toBe(false)

    class Foreign extends HTMLElement {}
    const registry = { get: (tag: string) => (tag === 'w3m-modal' ? Foreign : undefined), define: (tag: string) => defined.push(tag) }
    const defined: string[] = []
    defineModalElements({ customElements: registry as unknown as CustomElementRegistry, HTMLElement })
    expect(defined).toEqual(['appkit-modal'])
  })

  it('with enableEmbedded shows the Connect view inline at once, and nothing is appended to the body', async () => {
    const kit = make({ enableEmbedded: true })
    defineModalElements()
    const el = place('<appkit-modal></appkit-modal>')
    await waitFor(() => expect(connectViewIn(el)).not.toBeNull(), { timeout: 10_000 })
    expect(el.hasAttribute('data-embedded')).toBe(true)
    // Inline, not a dialog over the page.
    expect(cardIn(el)!.hasAttribute('aria-modal')).toBe(false)
    expect(document.body.querySelector(':scope > airlock-modal')).toBeNull()
    expect(kit.getState().open).toBe(false)
    el.remove()
    expect(el.shadowRoot!.querySelector('[data-airlock-root]')).toBeNull()
  })

  it('with disableAppend renders the modal only once the kit opens, in the element', async () => {
    const kit = make({ disableAppend: true })
    await kit.ready()
    defineModalElements()
    const el = place('<w3m-modal></w3m-modal>')
    await settle()
    expect(el.shadowRoot).toBeNull()
    await kit.open()
    await waitFor(() => expect(cardIn(el)).not.toBeNull(), { timeout: 10_000 })
    expect(cardIn(el)!.getAttribute('aria-modal')).toBe('true')
    expect(kit[KIT_CONTAINER].resolve(ROUTER).getState().view).toBe('Connect')
    expect(document.body.querySelector(':scope > airlock-modal')).toBeNull()
  })

  it('without either option stays empty: the kit appends its own modal, and one modal opens, not two', async () => {
    const kit = make()
    await kit.ready()
    defineModalElements()
    const el = place('<appkit-modal></appkit-modal>')
    expect(modalElementMode(kit)).toBeUndefined()
    await kit.open()
    await waitFor(() => expect(cardIn(document.body.querySelector('airlock-modal')!)).not.toBeNull(), { timeout: 10_000 })
    expect(cardIn(el)).toBeNull()
  })

  it('follows the default kit: a newer embedded kit takes the element over, and destroying it leaves the element empty', async () => {
    make({ modalPreload: 'open' })
    defineModalElements()
    const el = place('<appkit-modal></appkit-modal>')
    expect(cardIn(el)).toBeNull()
    const embedded = make({ enableEmbedded: true })
    await waitFor(() => expect(cardIn(el)).not.toBeNull(), { timeout: 10_000 })
    embedded.destroy()
    expect(el.shadowRoot!.querySelector('[data-airlock-root]')).toBeNull()
  })
})
