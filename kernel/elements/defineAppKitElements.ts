// `<appkit-button>`, `<appkit-connect-button>`, `<appkit-account-button>`, `<appkit-network-button>`
// (and their legacy `<w3m-*>` names) for hosts without React (the spec's html-core build): plain DOM, one shadow root each, painting
// the models of buttonModels.ts for the default kit. Classes are built inside the function, so
// importing this module touches no DOM global (server rendering imports it safely).
import type { AppKit } from '../createPublicApi'
import { APPKIT_ELEMENTS, type ModelOf } from './appKitElementModels'
import { subscribeButtonModel, type ButtonAttributes, type ButtonModel } from './buttonModels'
import { getDefaultKit, subscribeDefaultKit } from './defaultKit'
import { avatarGradient } from './avatarGradient'
import { adoptElementStyles } from './elementStyles'

export { APPKIT_ELEMENTS }


const OBSERVED = ['label', 'loadinglabel', 'loading-label', 'namespace', 'balance', 'size', 'disabled', 'charsstart', 'charsend']

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
      // The generated avatar (account) or the image placeholder (network) when there is no image.
      const avatar = doc.createElement('span')
      avatar.className = 'avatar'
      avatar.setAttribute('aria-hidden', 'true')
      avatar.hidden = true
      const label = doc.createElement('span')
      label.className = 'label'
      const detail = doc.createElement('span')
      detail.className = 'detail'
      button.append(image, avatar, label, detail)
      button.addEventListener('click', () => this.#model?.action?.())
      root.append(button)
      this.#button = button
    }

    /** Re-renders on any change the default kit's buttons show (buttonModels lists the stores). */
    #watchKit() {
      // Index 0 is the default-kit subscription; the rest belong to the previous kit.
      for (const off of this.#unsubscribes.splice(1)) off()
      const kit = getDefaultKit()
      if (kit) this.#unsubscribes.push(subscribeButtonModel(kit, () => this.#render()))
    }

    #attributes(): ButtonAttributes {
      return {
        label: this.getAttribute('label'),
        loadingLabel: this.getAttribute('loadinglabel') ?? this.getAttribute('loading-label'),
        namespace: this.getAttribute('namespace'),
        balance: this.getAttribute('balance'),
        disabled: this.hasAttribute('disabled'),
        charsStart: numberAttr(this.getAttribute('charsstart')),
        charsEnd: numberAttr(this.getAttribute('charsend')),
      }
    }

    #render() {
      const button = this.#button
      if (!button) return
      const model = modelOf(getDefaultKit(), this.#attributes())
      this.#model = model
      const [image, avatar, label, detail] = button.children as unknown as [HTMLImageElement, HTMLSpanElement, HTMLSpanElement, HTMLSpanElement]
      setAttr(button, 'data-testid', model.testId)
      // AppKit's id for its wrapping element goes on the element itself, unless the page named it.
      if (model.wrapperTestId && !this.hasAttribute('data-testid')) this.setAttribute('data-testid', model.wrapperTestId)
      setAttr(button, 'data-kind', model.kind)
      setAttr(button, 'data-variant', model.variant)
      setAttr(button, 'data-theme', model.themeMode)
      // The locale's direction (a host's `dir` does not say which language the kit speaks).
      setAttr(button, 'dir', model.dir)
      setAttr(button, 'lang', model.lang)
      // An address or a name, and an amount, keep their own order inside an RTL button.
      setAttr(label, 'dir', model.kind === 'account' ? 'auto' : undefined)
      setAttr(detail, 'dir', model.detail ? 'ltr' : undefined)
      setAttr(button, 'data-size', this.getAttribute('size') === 'sm' ? 'sm' : 'md')
      setAttr(button, 'aria-busy', model.loading ? 'true' : undefined)
      button.disabled = model.disabled
      if (label.textContent !== model.label) label.textContent = model.label
      if (detail.textContent !== model.detail) detail.textContent = model.detail
      setAttr(detail, 'data-testid', model.detail ? model.detailTestId : undefined)
      image.hidden = !model.imageUrl
      if (model.imageUrl && image.getAttribute('src') !== model.imageUrl) image.src = model.imageUrl
      avatar.hidden = Boolean(model.imageUrl) || (model.kind !== 'account' && model.kind !== 'network')
      // CSSOM, as below: the account's gradient; the network's placeholder disc is CSS.
      avatar.classList.toggle('placeholder', model.kind === 'network')
      avatar.style.background = model.kind === 'account' ? avatarGradient(model.address ?? '') : ''
      // CSSOM writes, not a style attribute: allowed under a strict CSP.
      for (const [name, value] of Object.entries(model.themeVariables)) {
        if (value === undefined) button.style.removeProperty(name)
        else button.style.setProperty(name, String(value))
      }
    }
  }
}

function numberAttr(value: string | null): number | undefined {
  const n = value === null ? NaN : Number(value)
  return Number.isInteger(n) && n >= 0 ? n : undefined
}

function setAttr(el: Element, name: string, value: string | undefined) {
  if (value === undefined) el.removeAttribute(name)
  else if (el.getAttribute(name) !== value) el.setAttribute(name, value)
}

/**
 * Registers the elements, each once: idempotent, and a tag another library (AppKit itself)
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
