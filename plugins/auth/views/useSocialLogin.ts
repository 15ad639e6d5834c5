import { useState } from 'react'
import { useMessages, useOptionalService, useService } from '../../../ui-shell/components'
import { MODAL_CONTROLLER, ROUTER } from '../../../kernel/plugin'
import { AUTH_LOGIN_FLOWS, AUTH_SERVICE } from '../index'
import { errorMessages, errorText } from './errorText'

/**
 * What pressing a social button does, from the Connect row or the full list: Farcaster opens
 * its QR view; the others open the provider in a popup, opened in the click itself so the
 * browser allows it. When the browser blocks it anyway, the login goes the same-tab redirect
 * way and completes when the provider sends the visitor back.
 */
export function useSocialLogin() {
  const service = useOptionalService(AUTH_SERVICE)
  const flows = useOptionalService(AUTH_LOGIN_FLOWS)
  const router = useService(ROUTER)
  const modal = useService(MODAL_CONTROLLER)
  const te = useMessages(errorMessages)
  const [error, setError] = useState<string>()
  const [redirecting, setRedirecting] = useState<string>()

  function login(provider: string) {
    if (!service || !flows) return
    setError(undefined)
    if (provider === 'farcaster') return router.push('ConnectingFarcaster')
    const popup = window.open('', 'airlock-social', 'popup,width=480,height=640')
    if (!popup) {
      setRedirecting(provider)
      flows.redirectToSocial(provider).catch((e: unknown) => {
        setRedirecting(undefined)
        setError(errorText(e, te))
      })
      return
    }
    router.push('ConnectingSocial', { social: provider })
    service.socialLogin(provider, popup).then(
      () => modal.connected({ namespace: 'eip155', fromView: 'ConnectingSocial' }),
      (e: unknown) => {
        // A closed popup is a cancel: back to where the visitor chose the provider.
        if (e instanceof Error && e.message === 'Login was cancelled' && router.getState().view === 'ConnectingSocial') router.goBack()
      },
    )
  }

  return { login, error, redirecting, ready: Boolean(service && flows), prepare: () => service?.prepare() }
}
