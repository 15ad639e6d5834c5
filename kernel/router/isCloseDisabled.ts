import type { ViewName } from './viewNames'

export interface CloseGuardContext {
  /** SIWX configured with `required: true`. */
  isSignInRequired(): boolean
  /** At least one SIWX session exists for the connected account (kept in sync by the siwx plugin). */
  hasSiwxSessions(): boolean
  /** Plugins' close guards (KitHooks.closeGuards): any returning true keeps the view open. */
  isCloseGuarded?(view: ViewName): boolean
}

const guardedViews: ReadonlySet<ViewName> = new Set<ViewName>(['SIWXSignMessage', 'ApproveTransaction'])

/**
 * RTR-16: the user may not dismiss a mandatory sign-in before it produced a session; the shell
 * hides the close button and shakes instead. Programmatic close() is not affected, because the
 * siwx plugin itself closes after cancelling (and disconnecting).
 */
export function isCloseDisabled(ctx: CloseGuardContext, view: ViewName): boolean {
  if (guardedViews.has(view) && ctx.isSignInRequired() && !ctx.hasSiwxSessions()) return true
  return ctx.isCloseGuarded?.(view) ?? false
}
