// The embedded wallet's further login flows, beside email and the social popup:
// - Farcaster: the frame opens a relay channel, the kit shows its `farcaster://connect` URL as a
//   QR code, the Farcaster app approves, the frame signs in and the account connects. In the
//   sandbox the secure site stands in for Farcaster's relay (sandbox/secure/farcasterRelay.ts).
// - UpdateEmailWallet: a code to the current email, then one to the new email.
// - Social login by same-tab redirect when the browser blocks the popup.
import { createStore, type PluginContext } from '../../kernel/plugin'
import type { AuthService } from './createAuthService'
import type { FrameSession } from './frameProtocol'
import { SOCIAL_REDIRECT_KEYS } from './loginFlowsProtocol'
import { failureOf, type FrameAnswer, type FrameChannel } from './openFrameChannel'

export interface FarcasterState {
  status: 'idle' | 'loading' | 'waiting' | 'connecting' | 'error'
  /** The relay's `farcaster://connect` URL (QR code, copy, deep link). */
  url?: string
  error?: string
  /** The secure frame's answer behind `error`, if it was one: the view words it from the catalogue. */
  answer?: FrameAnswer
}

export interface LoginFlows {
  farcaster: ReturnType<typeof createStore<FarcasterState>>
  /** Opens a relay channel (closing an earlier one) and shows its URL. */
  startFarcaster(): Promise<void>
  /** Waits for the Farcaster app's approval, then connects; rejects when declined or left. */
  awaitFarcaster(): Promise<void>
  /** AUTH-10: the visitor left ConnectingFarcaster while disconnected; the channel closes. */
  reloadFarcaster(): void
  startEmailUpdate(email: string): Promise<void>
  verifyPrimaryCode(code: string): Promise<void>
  /** Resolves with the new email once the secure site changed it; the account shows it. */
  verifySecondaryCode(code: string): Promise<string>
  resendUpdateCode(): Promise<void>
  /** Same-tab social login: leaves the page for the provider; the login completes on return. */
  redirectToSocial(provider: string): Promise<void>
  /** On load: a redirect login's result is in the page's fragment (the frame is needed now). */
  hasRedirectResult(): boolean
  /** On load: finishes a redirect login whose result is in the page's fragment; false if none. */
  resumeRedirect(): Promise<boolean>
}

export interface LoginFlowsDeps {
  ctx: PluginContext
  frame: FrameChannel
  service: AuthService
  /** The page's location (tests pass their own). */
  location?: Pick<Location, 'href' | 'hash' | 'assign'>
  history?: Pick<History, 'replaceState' | 'state'>
}

export function createLoginFlows({ ctx, frame, service, location: place = window.location, history: hist = window.history }: LoginFlowsDeps): LoginFlows {
  const redirectFragment = () => new URLSearchParams(place.hash.replace(/^#/, ''))
  const farcaster = createStore<FarcasterState>(() => ({ status: 'idle' }))
  const message = (error: unknown) => (error instanceof Error ? error.message : String(error))
  const showUrl = (url: string | undefined) => ctx.mutate.patchAccount('eip155', { farcasterUrl: url })

  return {
    farcaster,
    async startFarcaster() {
      farcaster.setState({ status: 'loading', url: undefined, error: undefined, answer: undefined })
      try {
        const { url } = await frame.call('farcasterStart')
        farcaster.setState({ status: 'waiting', url })
        showUrl(url)
      } catch (error) {
        farcaster.setState({ status: 'error', answer: undefined, ...failureOf(error) })
        throw error
      }
    },
    async awaitFarcaster() {
      const url = farcaster.getState().url
      let session: FrameSession
      try {
        session = await frame.call('farcasterAwait', undefined, { untimed: true })
      } catch (error) {
        // A channel the visitor left is not an error to show; a newer channel is not ours to touch.
        if (farcaster.getState().url === url && message(error) !== 'Login was cancelled') farcaster.setState({ status: 'error', answer: undefined, ...failureOf(error) })
        throw error
      }
      farcaster.setState({ status: 'connecting' })
      await service.adopt(session)
      farcaster.setState({ status: 'idle', url: undefined })
      showUrl(undefined)
    },
    reloadFarcaster() {
      // Back on the view already (within the 100 ms): that visit keeps its channel.
      if (ctx.router.getState().view === 'ConnectingFarcaster') return
      farcaster.setState({ status: 'idle', url: undefined, error: undefined, answer: undefined })
      showUrl(undefined)
      void frame.call('farcasterCancel').catch(() => undefined)
    },
    async startEmailUpdate(email) {
      await frame.call('emailUpdateStart', { email })
    },
    async verifyPrimaryCode(code) {
      await frame.call('emailUpdatePrimary', { code })
    },
    async verifySecondaryCode(code) {
      const session = await frame.call('emailUpdateSecondary', { code })
      service.refreshSession(session)
      return session.email
    },
    async resendUpdateCode() {
      await frame.call('emailUpdateResend')
    },
    async redirectToSocial(provider) {
      const { url } = await frame.call('socialStartRedirect', { provider, returnTo: place.href.split('#')[0]! })
      place.assign(url)
    },
    hasRedirectResult: () => redirectFragment().has(SOCIAL_REDIRECT_KEYS.state),
    async resumeRedirect() {
      const fragment = redirectFragment()
      if (!fragment.has(SOCIAL_REDIRECT_KEYS.state)) return false
      // The result leaves the address bar at once: a reload must not replay it.
      hist.replaceState(hist.state, '', place.href.split('#')[0])
      service.store.setState({ social: { provider: 'redirect', status: 'connecting' } })
      ctx.modal.open({ view: 'ConnectingSocial' })
      try {
        const session = await frame.call('socialFinishRedirect', {
          code: fragment.get(SOCIAL_REDIRECT_KEYS.code),
          state: fragment.get(SOCIAL_REDIRECT_KEYS.state),
          error: fragment.get(SOCIAL_REDIRECT_KEYS.error),
        })
        await service.adopt(session)
        service.store.setState({ social: undefined })
        await ctx.modal.connected({ namespace: 'eip155', fromView: 'ConnectingSocial' })
      } catch (error) {
        service.store.setState({ social: { provider: 'redirect', status: 'error', ...failureOf(error) } })
      }
      return true
    },
  }
}
