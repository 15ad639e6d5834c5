import type { ViewName } from './viewNames'

export interface CloseViewContext {
  isConnected(): boolean
  isEmbedded(): boolean
}

/**
 * The view left behind by close (spec §2 "Back and close"): Connect (RTR-13); in embedded mode
 * the modal stays on the page, so it shows Account when connected (RTR-15).
 */
export function resolveCloseView(ctx: CloseViewContext): ViewName {
  if (ctx.isEmbedded() && ctx.isConnected()) return 'Account'
  return 'Connect'
}
