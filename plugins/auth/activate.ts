import { EMAIL_LOGIN, ErrorMessages, SnackMessages, type PluginContext } from '../../kernel/plugin'
import { AUTH_FRAME, AUTH_LOGIN_FLOWS, AUTH_SERVICE } from './index'
import { createAuthService } from './createAuthService'
import { createLoginFlows } from './createLoginFlows'
import { createFrameElement } from './createFrameElement'
import { createLazyFrame } from './createLazyFrame'
import { openFrameChannel } from './openFrameChannel'
import { classifyRpcMethod } from './rpcMethodPolicy'

/** The code index.ts names instead of importing (views, slot components, tabs): no `import()` in the manifest. */
export const views = {
  EmailLoginWidget: () => import('./views/EmailLoginWidget'),
  SocialLoginWidget: () => import('./views/SocialLoginWidget'),
  EmailUpdateRow: () => import('./views/EmailUpdateRow'),
  SecureWebsiteRow: () => import('./views/SecureWebsiteRow'),
  AccountTypeRow: () => import('./views/AccountTypeRow'),
  SmartAccountSettings: () => import('./views/SmartAccountSettings'),
  UpgradeEmailWallet: () => import('./views/UpgradeEmailWallet'),
  EmailVerifyDevice: () => import('./views/EmailVerifyDevice'),
  EmailVerifyOtp: () => import('./views/EmailVerifyOtp'),
  ApproveTransaction: () => import('./views/ApproveTransaction'),
  ConnectingSocial: () => import('./views/ConnectingSocial'),
  ConnectingFarcaster: () => import('./views/ConnectingFarcaster'),
  ConnectSocials: () => import('./views/ConnectSocials'),
  UpdateEmailWallet: () => import('./views/UpdateEmailWallet'),
  UpdateEmailPrimaryOtp: () => import('./views/UpdateEmailPrimaryOtp'),
  UpdateEmailSecondaryOtp: () => import('./views/UpdateEmailSecondaryOtp'),
}

export function activate(ctx: PluginContext) {
  if (typeof document === 'undefined') return
  const secureSite = ctx.config.endpoints.secureSite.replace(/\/$/, '')
  const secureOrigin = new URL(secureSite).origin
  const query = new URLSearchParams({ origin: location.origin, projectId: ctx.config.projectId })
  // Made on first need (createLazyFrame): the Connect view needs no frame until the visitor
  // turns to email or a social, and most visitors never do.
  const frame = createLazyFrame(() => {
    const iframe = createFrameElement(document, `${secureSite}/frame?${query}`)
    // The overlay that places the frame over ApproveTransaction: needed once there is a frame.
    ctx.registerSlot('overlay', { id: 'auth-secure-frame', component: () => import('./views/SecureFrameOverlay') })
    const channel = openFrameChannel({
      host: window,
      secureOrigin,
      frameWindow: () => iframe.contentWindow,
      onLoadFailed: () => ctx.alerts.show('embeddedWalletLoad'),
      onOriginRefused: () => ctx.alerts.show('embeddedWalletDomain'),
      onRequestTimedOut: () => ctx.alerts.show('embeddedWalletTimeout'),
    })
    return { channel, iframe }
  })
  ctx.onDispose(() => frame.dispose())

  const service = createAuthService(ctx, frame)
  ctx.provide(AUTH_SERVICE, service)
  ctx.provide(AUTH_FRAME, { element: frame.element })
  // The email login's steps for a host's own connect UI (headless: useAppKitEmailLogin).
  ctx.provide(EMAIL_LOGIN, {
    start: (email) => service.startEmail(email),
    awaitDevice: (email) => service.awaitDevice(email),
    verify: (email, code) => service.verifyCode(email, code),
    resend: (email) => service.resendCode(email),
    prepare: () => service.prepare(),
  })
  ctx.registerConnector(service.connector)
  // AUTH-05: the same login's Solana account, on the same connector id (DISC-05 ends both together).
  if (service.solana.connector) ctx.registerConnector(service.solana.connector)

  const flows = createLoginFlows({ ctx, frame, service })
  ctx.provide(AUTH_LOGIN_FLOWS, flows)
  // AUTH-10: the router calls this 100 ms after ConnectingFarcaster was left while disconnected.
  // AppKit reloads its whole iframe to drop the pending Farcaster request; ours keeps the frame
  // (its channel to the page and any session stay) and closes just that request at the relay.
  ctx.hooks.authReload.add(() => flows.reloadFarcaster())

  // Closing the modal aborts the request waiting for approval: the dapp's promise rejects.
  ctx.hooks.modalClose.add(() => service.cancelApproval())

  // AUTH-18/19: a method the embedded wallet does not offer fails before it reaches the frame.
  ctx.hooks.rpcInterceptors.add(async (request, next) => {
    const viaAuth = ctx.stores.connection.getState().connections[request.namespace]?.connectorId === service.connector.id
    if (viaAuth && classifyRpcMethod(request.method) === 'blocked') {
      // AUTH-19: the spec's English; the snackbar shows its catalogued snacks in the kit's locale.
      ctx.snackbar.showError(SnackMessages.actionNotAllowed)
      throw Object.assign(new Error(ErrorMessages.rpcCallNotAllowed), { code: 4200 })
    }
    return next()
  })

  // Disconnecting signs out of the secure site, when what went was connected through it: another
  // wallet on the other namespace (an extension on solana, say) leaves the embedded login alone.
  ctx.on('disconnected', (namespace) => {
    const ours = namespace === undefined || service.release(namespace)
    if (ours && service.store.getState().session) {
      void service.signOut().catch((error: unknown) => ctx.logger.warn('Sign-out of the secure site failed', error))
    }
  })

  // Back from a same-tab social login (the popup was blocked): finish it, else restore. Only
  // then is the frame needed at start; otherwise READY waits until the frame is first made.
  if (flows.hasRedirectResult() || service.mayRestore()) frame.start()
  void frame.ready.then(async () => (await flows.resumeRedirect()) || service.restore()).catch((error: unknown) => ctx.logger.warn('The embedded wallet session was not restored', error))
}
