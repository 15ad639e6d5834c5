import { useState } from 'react'
import { Flex, PillButton, Text, useOptionalService, useService, useStoreState } from '../../../ui-shell/components'
import { FEATURES, MODAL_CONTROLLER, ROUTER, getTelegramPlatform } from '../../../kernel/plugin'
import { socialsForPlatform } from '../socialsForPlatform'
import { AUTH_SERVICE } from '../index'
import { SOCIAL_NAMES, SOCIALS_WITH_POPUP } from './socialNames'

/** The Connect view's social row: one button per provider the remote config offers, in its order. */
export default function SocialLoginWidget({ disabled }: { disabled?: boolean }) {
  const service = useOptionalService(AUTH_SERVICE)
  const router = useService(ROUTER)
  const modal = useService(MODAL_CONTROLLER)
  const { remote } = useStoreState(useService(FEATURES).store)
  const [error, setError] = useState<string>()
  const offered = Array.isArray(remote.socials) ? remote.socials : []
  const socials = socialsForPlatform(offered, getTelegramPlatform()).filter((id) => SOCIALS_WITH_POPUP.has(id))

  function login(provider: string) {
    if (!service) return
    // Opened in the click itself, so the browser does not block it; the URL follows.
    const popup = window.open('', 'airlock-social', 'popup,width=480,height=640')
    if (!popup) return setError(`Allow pop-ups to log in with ${SOCIAL_NAMES[provider] ?? provider}`)
    setError(undefined)
    router.push('ConnectingSocial', { social: provider })
    service.socialLogin(provider, popup).then(
      () => modal.connected({ namespace: 'eip155', fromView: 'ConnectingSocial' }),
      (e: unknown) => {
        // A closed popup is a cancel: back to where the visitor chose the provider.
        if (e instanceof Error && e.message === 'Login was cancelled' && router.getState().view === 'ConnectingSocial') router.goBack()
      },
    )
  }

  if (socials.length === 0) return null
  return (
    <Flex direction="column" gap={8}>
      <Flex gap={8} wrap justify="center">
        {socials.map((id) => (
          <PillButton key={id} data-testid={`social-selector-${id}`} disabled={disabled || !service} onClick={() => login(id)}>
            {SOCIAL_NAMES[id] ?? id}
          </PillButton>
        ))}
      </Flex>
      {error ? (
        <Text as="p" variant="small-400" color="error" align="center" role="alert">
          {error}
        </Text>
      ) : null}
    </Flex>
  )
}
