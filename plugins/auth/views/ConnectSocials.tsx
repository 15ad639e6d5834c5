import { Flex, ListItem, useMessages } from '../../../ui-shell/components'
import { socialMessages } from './messages'
import { SOCIAL_NAMES } from './socialNames'
import { SocialLogo } from './SocialLogo'
import { RedirectNote, useOfferedSocials } from './SocialLoginWidget'
import { useSocialLogin } from './useSocialLogin'

/** ConnectSocials (AppKit's AllSocials): every social the project offers, in its order. */
export default function ConnectSocials() {
  const socials = useOfferedSocials()
  const { login, error, redirecting, ready } = useSocialLogin()
  const t = useMessages(socialMessages)
  return (
    <Flex direction="column" gap={8} padding="12px 12px 20px" data-testid="w3m-connect-socials-view">
      <Flex direction="column" gap={8} role="list" aria-label={t('list')}>
        {socials.map((id) => (
          <div role="listitem" key={id}>
            <ListItem
              image={<SocialLogo id={id} size={24} />}
              label={t('continueWith', { name: SOCIAL_NAMES[id] ?? id })}
              chevron
              disabled={!ready || Boolean(redirecting)}
              onClick={() => login(id)}
              data-testid={`social-selector-${id}`}
            />
          </div>
        ))}
      </Flex>
      <RedirectNote provider={redirecting} error={error} />
    </Flex>
  )
}
