// Which model each <appkit-*> element paints: apart from the element classes, so the server's
// placeholders (placeholderCss.ts) can read it without bringing the elements into a host's first load.
import type { AppKit } from '../createPublicApi'
import { accountButtonModel, appKitButtonModel, connectButtonModel, type ButtonAttributes, type ButtonModel } from './buttonModels'
import { networkButtonModel } from './networkButtonModel'

export type ModelOf = (kit: AppKit | undefined, attrs: ButtonAttributes) => ButtonModel

export const APPKIT_ELEMENTS: Readonly<Record<string, ModelOf>> = Object.freeze({
  'appkit-button': appKitButtonModel,
  'appkit-connect-button': connectButtonModel,
  'appkit-account-button': accountButtonModel,
  'appkit-network-button': networkButtonModel,
  // AppKit's legacy names, still in older hosts' markup: the same elements under w3m-*.
  'w3m-button': appKitButtonModel,
  'w3m-connect-button': connectButtonModel,
  'w3m-account-button': accountButtonModel,
  'w3m-network-button': networkButtonModel,
})
