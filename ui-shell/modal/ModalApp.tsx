import { useState } from 'react'
import { StyleSheetManager } from 'styled-components'
import type { AppKit } from '../../kernel'
import { AppKitProvider } from '../kit/AppKitProvider'
import { createHeaderTitleStore, HeaderTitleProvider } from '../router/headerTitle'
import { CardElementProvider, createCardElementStore } from '../slots/cardElement'
import { OverlayLayer } from '../slots/OverlayLayer'
import { HostStyles } from './HostStyles'
import { ModalCard } from './ModalCard'
import { ThemeRoot } from './ThemeRoot'

export interface ModalAppProps {
  kit: AppKit
  shadowRoot: ShadowRoot
  embedded?: boolean
  nonce?: string
}

/** The modal's React tree: styles into the shadow root (with the CSP nonce), kit, theme, card. */
export function ModalApp({ kit, shadowRoot, embedded, nonce }: ModalAppProps) {
  const [titleStore] = useState(createHeaderTitleStore)
  const [cardStore] = useState(createCardElementStore)
  return (
    <StyleSheetManager target={shadowRoot} nonce={nonce}>
      <AppKitProvider kit={kit}>
        <HostStyles $embedded={embedded} />
        <HeaderTitleProvider store={titleStore}>
          <CardElementProvider store={cardStore}>
            <ThemeRoot>
              <ModalCard embedded={embedded} />
              <OverlayLayer />
            </ThemeRoot>
          </CardElementProvider>
        </HeaderTitleProvider>
      </AppKitProvider>
    </StyleSheetManager>
  )
}
