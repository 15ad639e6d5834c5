// `<appkit-button>`, `<appkit-connect-button>`, `<appkit-account-button>`, `<appkit-network-button>`
// for hosts without React (the spec's html-core build): plain DOM, one shadow root each, painting
// the models of buttonModels.ts for the default kit. Classes are built inside the function, so
// importing this module touches no DOM global (server rendering imports it safely).
import { KIT_CONTAINER, type AppKit } from '../createPublicApi'
import * as T from '../tokens'
import {
  accountButtonModel,
  appKitButtonModel,
  connectButtonModel,
  networkButtonModel,
  type ButtonAttributes,
  type ButtonModel,
} from './buttonModels'
import { getDefaultKit, subscribeDefaultKit } from './defaultKit'
import { adoptElementStyles } from './elementStyles'

type ModelOf = (kit: AppKit | undefined, attrs: ButtonAttributes) => ButtonModel

export const APPKIT_ELEMENTS: Readonly<Record<string, ModelOf>> = Object.freeze({
  'appkit-button': appKitButtonModel,
  'appkit-connect-button': connectButtonModel,
  'appkit-account-button': accountButtonModel,
  'appkit-network-button': networkButtonModel,
})

const OBSERVED = ['label', 'loadinglabel', 'loading-label', 'namespace', 'balance', 'size', 'disabled']

interface ElementHost {
  customElements: CustomElementRegistry
  HTMLElement: typeof HTMLElement
}

function buildElementClass(host: ElementHost, modelOf: ModelOf): CustomElementConstructor {
  return class AppKitButtonElement extends host.HTMLElement {
    static get observedAttributes() {
      return OBSERVED
    }

    #button: HTMLButtonElement | undefined
    #model: ButtonModel | undefined
    #unsubscribes: (() => void)[] = []

    connectedCallback() {
      this.#mount()
      this.#unsubscribes.push(
        subscribeDefaultKit(() => {
          this.#watchKit()
          this.#render()
        }),
      )
      this.#watchKit()
      this.#render()
    }

    disconnectedCallback() {
      for (const off of this.#unsubscribes.splice(0)) off()
    }

    attributeChangedCallback() {
      if (this.#button) this.#render()
    }

    #mount() {
      if (this.#button) return
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
      adoptElementStyles(root)
      const doc = root.ownerDocument
      const button = doc.createElement('button')
      button.type = 'button'
      button.setAttribute('part', 'button')
      const image = doc.createElement('img')
      image.alt = ''
      image.hidden = true
      const label = doc.createElement('span')
      label.className = 'label'
      const detail = doc.createElement('span')
      detail.className = 'detail'
      button.append(image, label, detail)
      button.addEventListener('click', () => this.#model?.action?.())
      root.append(button)
      this.#button = button
    }

    /** Re-renders on any change of the default kit's modal, connection, account, network or theme. */
    #watchKit() {
      // Index 0 is the default-kit subscription; the rest belong to the previous kit.
      for (const off of this.#unsubscribes.splice(1)) off()
      const kit = getDefaultKit()
      if (!kit) return
      const c = kit[KIT_CONTAINER]
      const render = () => this.#render()
      const stores: { subscribe(listener: () => void): () => void }[] = [
        c.resolve(T.MODAL),
        c.resolve(T.CONNECTION_STORE),
        c.resolve(T.ACCOUNT_STORE),
        c.resolve(T.NETWORKS_STORE),
        c.resolve(T.THEME),
      ]
      for (const store of stores) this.#unsubscribes.push(store.subscribe(render))
    }

    #attributes(): ButtonAttributes {
      return {
        label: this.getAttribute('label'),
        loadingLabel: this.getAttribute('loadinglabel') ?? this.getAttribute('loading-label'),
        namespace: this.getAttribute('namespace'),
        balance: this.getAttribute('balance'),
        disabled: this.hasAttribute('disabled'),
      }
    }

    #render() {
      const button = this.#button
      if (!button) return
      const model = modelOf(getDefaultKit(), this.#attributes())
      this.#model = model
      const [image, label, detail] = button.children as unknown as [HTMLImageElement, HTMLSpanElement, HTMLSpanElement]
      setAttr(button, 'data-testid', model.testId)
      setAttr(button, 'data-variant', model.variant)
      setAttr(button, 'data-theme', model.themeMode)
      setAttr(button, 'data-size', this.getAttribute('size') === 'sm' ? 'sm' : 'md')
      setAttr(button, 'aria-busy', model.loading ? 'true' : undefined)
      button.disabled = model.disabled
      if (label.textContent !== model.label) label.textContent = model.label
      if (detail.textContent !== model.detail) detail.textContent = model.detail
      image.hidden = !model.imageUrl
      if (model.imageUrl && image.getAttribute('src') !== model.imageUrl) image.src = model.imageUrl
      // CSSOM writes, not a style attribute: allowed under a strict CSP.
      for (const [name, value] of Object.entries(model.themeVariables)) {
        if (value === undefined) button.style.removeProperty(name)
        else button.style.setProperty(name, String(value))
      }
    }
  }
}

function setAttr(el: Element, name: string, value: string | undefined) {
  if (value === undefined) el.removeAttribute(name)
  else if (el.getAttribute(name) !== value) el.setAttribute(name, value)
}

/**
 * Registers the four elements, each once: idempotent, and a tag another library (AppKit itself)
 * already defined is left alone. Returns false where custom elements do not exist (SSR, workers).
 */
export function defineAppKitElements(host: Partial<ElementHost> = globalThis as Partial<ElementHost>): boolean {
  const { customElements: registry, HTMLElement: Base } = host
  if (!registry || !Base) return false
  for (const [tag, modelOf] of Object.entries(APPKIT_ELEMENTS)) {
    if (!registry.get(tag)) registry.define(tag, buildElementClass({ customElements: registry, HTMLElement: Base }, modelOf))
  }
  return true
}
