import { createElement, type ReactNode } from 'react'
import type { AppKit } from '../../kernel'
import { AppKitProvider } from '../kit/AppKitProvider'

/** renderHook's wrapper for one kit. */
export const kitWrapper =
  (kit: AppKit) =>
  ({ children }: { children: ReactNode }) =>
    createElement(AppKitProvider, { kit }, children)
