// @vitest-environment jsdom
// The <appkit-*> elements in jsdom, driven by real kits (headless, with the kernel's test chain
// adapter standing in for a browser wallet).
import { afterEach, describe, expect, it } from 'vitest'
import { createTestChainAdapter } from '../connection/testing/testChainAdapter'
import { testMainnet, testPolygon } from '../connection/testing/testNetworks'
import { createAppKit } from '../createAppKit'
import { KIT_CONTAINER, type AppKit } from '../createPublicApi'
import * as T from '../tokens'
import { CONNECT_LABEL } from './buttonModels'
import { getDefaultKit } from './defaultKit'
import { APPKIT_ELEMENTS, defineAppKitElements } from './defineAppKitElements'
import { ELEMENT_CSS } from './elementStyles'

const kits: AppKit[] = []
const make = () => {
  const adapter = createTestChainAdapter('eip155')
  const kit = createAppKit({
    projectId: 'test-project',
    networks: [testMainnet, testPolygon],
    adapters: [adapter],
    basic: true,
    endpoints: { api: 'http://127.0.0.1:9', analytics: 'http://127.0.0.1:9' },
  })
  kits.push(kit)
  return { kit, adapter }
}
afterEach(() => {
  document.body.innerHTML = ''
  for (const kit of kits.splice(0)) kit.destroy()
  localStorage.clear() // no session carried into the next test's kit
})

const place = (html: string) => {
  document.body.insertAdjacentHTML('beforeend', html)
  return document.body.lastElementChild as HTMLElement
}
const buttonOf = (el: HTMLElement) => el.shadowRoot!.querySelector('button')!
const connect = async (kit: AppKit) => {
  const c = kit[KIT_CONTAINER]
  await c.resolve(T.CONNECTION_CONTROLLER).connect({ connector: c.resolve(T.CONNECTORS_STORE).getConnector('test-eip155')! })
}

describe('defineAppKitElements', () => {
  it('createAppKit registers the four elements and their legacy w3m-* names on first use', async () => {
    make()
    await Promise.all(Object.keys(APPKIT_ELEMENTS).map((tag) => customElements.whenDefined(tag)))
    expect(Object.keys(APPKIT_ELEMENTS).every((tag) => customElements.get(tag))).toBe(true)
  })

  it('is idempotent, leaves a tag another library defined alone, and is a no-op without custom elements', () => {
    defineAppKitElements()
    const first = customElements.get('appkit-button')
    expect(defineAppKitElements()).toBe(true)
    expect(customElements.get('appkit-button')).toBe(first)
    expect(defineAppKitElements({})).toBe(false)
  })

  it('<appkit-connect-button> renders "Connect Wallet" in its shadow root and opens Connect on click', async () => {
    const { kit } = make()
    await kit.ready()
    defineAppKitElements()
    const el = place('<appkit-connect-button></appkit-connect-button>')
    const button = buttonOf(el)
    expect(button.dataset.testid).toBe('connect-button')
    expect(button.textContent).toBe(CONNECT_LABEL)
    expect(el.querySelector('button')).toBeNull() // nothing in the light DOM
    button.click()
    expect(kit.getState().open).toBe(true)
    expect(kit[KIT_CONTAINER].resolve(T.ROUTER).getState().view).toBe('Connect')
    button.click() // AppKit: a second click closes
    expect(kit.getState().open).toBe(false)
  })

  it('the legacy names are the same elements: <w3m-button> connects and shows the account, <w3m-network-button> the network', async () => {
    const { kit, adapter } = make()
    await kit.ready()
    defineAppKitElements()
    expect(customElements.get('w3m-button')).not.toBe(customElements.get('appkit-button'))
    const el = place('<w3m-button></w3m-button>')
    expect(buttonOf(el).dataset.testid).toBe('connect-button')
    buttonOf(el).click()
    expect(kit[KIT_CONTAINER].resolve(T.ROUTER).getState().view).toBe('Connect')
    await connect(kit)
    expect(buttonOf(el).dataset.testid).toBe('account-button')
    expect(buttonOf(el).querySelector('.label')!.textContent).toContain(adapter.wallet.accounts[0]!.slice(-6))
    expect(buttonOf(place('<w3m-network-button></w3m-network-button>')).textContent).toBe('Ethereum')
    expect(buttonOf(place('<w3m-account-button balance="hide"></w3m-account-button>')).dataset.testid).toBe('account-button')
    expect(buttonOf(place('<w3m-connect-button></w3m-connect-button>')).dataset.testid).toBe('connect-button')
  })

  it('takes AppKit attributes: label, namespace (testid suffix), size', async () => {
    const { kit } = make()
    await kit.ready()
    defineAppKitElements()
    const el = place('<appkit-connect-button label="Sign in" namespace="eip155" size="sm"></appkit-connect-button>')
    expect(buttonOf(el).dataset).toMatchObject({ testid: 'connect-button-eip155', size: 'sm' })
    expect(buttonOf(el).textContent).toBe('Sign in')
    el.setAttribute('label', 'Connect')
    expect(buttonOf(el).textContent).toBe('Connect')
  })

  it('<appkit-button> switches to the account button with the truncated address once connected', async () => {
    const { kit, adapter } = make()
    await kit.ready()
    defineAppKitElements()
    const el = place('<appkit-button></appkit-button>')
    expect(buttonOf(el).dataset.testid).toBe('connect-button')
    await connect(kit)
    const address = adapter.wallet.accounts[0]!
    expect(buttonOf(el).dataset.testid).toBe('account-button')
    expect(buttonOf(el).querySelector('.label')!.textContent).toBe(`${address.slice(0, 4)}...${address.slice(-6)}`)
    buttonOf(el).click()
    expect(kit.getState().open).toBe(true)
    await kit.disconnect()
    expect(buttonOf(el).dataset.testid).toBe('connect-button')
  })

  it('<appkit-account-button> shows the balance with 2 decimals, or hides it with balance="hide"', async () => {
    const { kit } = make()
    await kit.ready()
    defineAppKitElements()
    await connect(kit)
    kit[KIT_CONTAINER].resolve(T.ACCOUNT_STORE).patch('eip155', { balance: '1.23456', balanceSymbol: 'ETH' })
    const shown = place('<appkit-account-button></appkit-account-button>')
    const hidden = place('<appkit-account-button balance="hide"></appkit-account-button>')
    expect(buttonOf(shown).querySelector('.detail')!.textContent).toBe('1.23 ETH')
    expect(buttonOf(hidden).querySelector('.detail')!.textContent).toBe('')
  })

  it('<appkit-network-button> shows the active network and opens Networks', async () => {
    const { kit } = make()
    await kit.ready()
    defineAppKitElements()
    const el = place('<appkit-network-button></appkit-network-button>')
    // AppKit's ids: the element is `w3m-network-button`, the button inside it `wui-network-button`.
    expect(el.dataset.testid).toBe('w3m-network-button')
    expect(buttonOf(el).dataset.testid).toBe('wui-network-button')
    expect(buttonOf(el).textContent).toBe('Ethereum')
    buttonOf(el).click()
    expect(kit[KIT_CONTAINER].resolve(T.ROUTER).getState().view).toBe('Networks')
    await kit.switchNetwork(testPolygon)
    expect(buttonOf(el).textContent).toBe('Polygon')
  })

  it('follows the most recently created kit, and the previous one after it is destroyed', async () => {
    const first = make().kit
    const second = make().kit
    await Promise.all([first.ready(), second.ready()])
    defineAppKitElements()
    expect(getDefaultKit()).toBe(second)
    const el = place('<appkit-connect-button></appkit-connect-button>')
    buttonOf(el).click()
    expect([first.getState().open, second.getState().open]).toEqual([false, true])
    second.destroy()
    kits.splice(kits.indexOf(second), 1)
    expect(getDefaultKit()).toBe(first)
    buttonOf(el).click()
    expect(first.getState().open).toBe(true)
  })

  it('follows the kit theme mode and variables', async () => {
    const { kit } = make()
    await kit.ready()
    defineAppKitElements()
    const button = buttonOf(place('<appkit-connect-button></appkit-connect-button>'))
    expect(button.dataset.theme).toBe('dark')
    kit.setThemeMode('light')
    kit.setThemeVariables({ '--w3m-accent': '#00ff00' })
    expect(button.dataset.theme).toBe('light')
    expect(button.style.getPropertyValue('--w3m-accent')).toBe('#00ff00')
  })

  it('styles each shadow root with one constructed stylesheet where the engine has them', async () => {
    // jsdom has neither CSSStyleSheet#replaceSync nor adoptedStyleSheets: it gets the <style> fallback ...
    const { kit } = make()
    await kit.ready()
    defineAppKitElements()
    const plain = place('<appkit-network-button></appkit-network-button>')
    expect(plain.shadowRoot!.querySelector('style')!.textContent).toBe(ELEMENT_CSS)
    // ... so the browser path is checked with a stand-in for those two APIs (a fake, as jsdom lacks them).
    const proto = ShadowRoot.prototype as unknown as { adoptedStyleSheets?: unknown }
    const sheetProto = CSSStyleSheet.prototype as unknown as { replaceSync?: (css: string) => void }
    Object.defineProperty(proto, 'adoptedStyleSheets', {
      configurable: true,
      get(this: { _sheets?: unknown[] }) { return this._sheets ?? [] },
      set(this: { _sheets?: unknown[] }, v: unknown[]) { this._sheets = v },
    })
    sheetProto.replaceSync = function (this: { _css?: string }, css: string) { this._css = css }
    try {
      const a = place('<appkit-connect-button></appkit-connect-button>')
      const b = place('<appkit-account-button></appkit-account-button>')
      const sheetsOf = (el: HTMLElement) => (el.shadowRoot as unknown as { adoptedStyleSheets: { _css: string }[] }).adoptedStyleSheets
      expect(a.shadowRoot!.querySelector('style')).toBeNull()
      expect(sheetsOf(a)).toHaveLength(1)
      expect(sheetsOf(a)[0]).toBe(sheetsOf(b)[0])
      expect(sheetsOf(a)[0]!._css).toBe(ELEMENT_CSS)
    } finally {
      delete proto.adoptedStyleSheets
      delete sheetProto.replaceSync
    }
  })
})
