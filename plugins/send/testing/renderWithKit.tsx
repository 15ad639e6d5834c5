import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import type { AppKit } from '../../../kernel'
import { AppKitProvider } from '../../../ui-shell'

/** Renders a send view for one kit, as the modal would (views take no props, they read the kit). */
export const renderWithKit = (kit: AppKit, ui: ReactElement): RenderResult => render(<AppKitProvider kit={kit}>{ui}</AppKitProvider>)
