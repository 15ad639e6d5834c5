// `<appkit-modal>` (and AppKit's legacy `<w3m-modal>`): the modal placed where the host's markup
// puts it, for hosts without React — what <AppKitModal/> is for React hosts. Tiny: the modal's
// code (React, styled-components, the router) is imported only when the element has something
// to show. Classes are built inside the function, so importing this module touches no DOM global.
import { CONFIG, getDefaultKit, KIT_CONTAINER, MODAL, subscribeDefaultKit, type AppKit } from '../../kernel'

export const MODAL_ELEMENT_TAGS = ['appkit-modal', 'w3m-modal'] as const

interface ElementHost {
  customElements: CustomElementRegistry
  HTMLElement: typeof HTMLElement
}

/**
 * What the element shows for `kit`: 'embedded' (always, inline: enableEmbedded), 'overlay' (the
 * modal when open, in the host's tree: disableAppend), or nothing — without either option the
 * kit appends its own modal to the body, and a second copy here would open twice.
 */
export function modalElementMode(kit: AppKit | undefined): 'embedded' | 'overlay' | undefined {
  if (!kit) return undefined
  const config = kit[KIT_CONTAINER].resolve(CONFIG)
  if (config.enableEmbedded) return 'embedded'
  return config.disableAppend ? 'overlay' : undefined
}

function buildModalElementClass(host: ElementHost): CustomElementConstructor {
  return class AppKitModalElement extends host.HTMLElement {
    #offDefaultKit: (() => void) | undefined
    #offModal: (() => void) | undefined
    /** The kit the rendered modal belongs to, and how to take it down. */
    #rendered: { kit: AppKit; unmount?: () => void } | undefined

    connectedCallback() {
      this.#offDefaultKit ??= subscribeDefaultKit(() => this.#update())
      this.#update()
    }

    disconnectedCallback() {
      this.#offDefaultKit?.()
      this.#offDefaultKit = undefined
      this.#stop()
    }

    #update() {
      const kit = getDefaultKit()
      const mode = modalElementMode(kit)
      if (this.#rendered && this.#rendered.kit === kit && mode) return
      this.#stop()
      if (!kit || !mode) return
      if (mode === 'embedded') this.setAttribute('data-embedded', '')
      else this.removeAttribute('data-embedded')
      if (mode === 'embedded') return void this.#render(kit, true)
      // Overlay: fetch the modal on the first open only; once rendered it hides itself when closed.
      const modal = kit[KIT_CONTAINER].resolve(MODAL)
      if (modal.getState().open) return void this.#render(kit, false)
      this.#offModal = modal.subscribe((state) => {
        if (!state.open) return
        this.#offModal?.()
        this.#offModal = undefined
        this.#render(kit, false)
      })
    }

    #render(kit: AppKit, embedded: boolean) {
      const rendered: { kit: AppKit; unmount?: () => void } = { kit }
      this.#rendered = rendered
      void import('./mountModal').then((m) => {
        // Removed, or the default kit changed, while the code was downloading.
        if (this.#rendered !== rendered) return
        rendered.unmount = m.renderModal(this, kit, { embedded })
      })
    }

    #stop() {
      this.#offModal?.()
      this.#offModal = undefined
      this.#rendered?.unmount?.()
      this.#rendered = undefined
    }
  }
}

/**
 * Registers `<appkit-modal>` and `<w3m-modal>`, each once: idempotent, and a tag another library
 * (AppKit itself) already defined is left alone. Returns false where custom elements do not
 * exist (SSR, workers).
 */
export function defineModalElements(host: Partial<ElementHost> = globalThis as Partial<ElementHost>): boolean {
  const { customElements: registry, HTMLElement: Base } = host
  if (!registry || !Base) return false
  for (const tag of MODAL_ELEMENT_TAGS) {
    if (!registry.get(tag)) registry.define(tag, buildModalElementClass({ customElements: registry, HTMLElement: Base }))
  }
  return true
}
