// The messages between the frame and its approval popup: both on the secure origin, each
// accepting only the other's window at exactly that origin.
import type { ApprovalView, Requester } from './approvalUi'

export const POPUP_READY = 'airlock:approve:ready'
export const POPUP_SHOW = 'airlock:approve:show'
export const POPUP_ANSWER = 'airlock:approve:answer'

export type PopupMessage =
  | { type: typeof POPUP_READY }
  | { type: typeof POPUP_SHOW; view: ApprovalView; requester: Requester; theme: 'light' | 'dark'; locale: string }
  | { type: typeof POPUP_ANSWER; approved: boolean }
