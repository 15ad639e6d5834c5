import styled from 'styled-components'
import { Flex, Spinner, Text, radius, useMessages, useService, useStoreState, vars } from '../../../ui-shell/components'
import { FEATURES, ROUTER, getTelegramPlatform, sortSocials } from '../../../kernel/plugin'
import { socialsForPlatform } from '../socialsForPlatform'
import { socialMessages } from './messages'
import { SOCIAL_NAMES } from './socialNames'
import { SocialLogo } from './SocialLogo'
import { useSocialLogin } from './useSocialLogin'
import { DATA, withData } from './withData'

/** Beyond this many socials the row shows the first ones and "More" (`social-selector-more`). */
export const SOCIAL_ROW_MAX = 6

// Logo tiles sharing one row, as AppKit's: six fit the card (and the phone sheet) without
// wrapping, so "More" never drops below the fold. Named by aria-label and title.
const Tile = styled.button`
  all: unset;
  box-sizing: border-box;
  flex: 1 1 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  block-size: 40px;
  border-radius: ${radius.m};
  background: ${vars.surface};
  color: ${vars.foreground};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${vars.surfaceHover}; }
  &:focus-visible { outline: 2px solid ${vars.accent}; outline-offset: 1px; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`

/**
 * The socials the remote config offers, less what the mini-app platform drops (AUTH-07..09),
 * in the display order google, x, farcaster, discord, apple, github, facebook (FEAT-16).
 */
export function useOfferedSocials(): string[] {
  const { remote } = useStoreState(useService(FEATURES).store)
  const offered = Array.isArray(remote.socials) ? remote.socials : []
  return sortSocials(socialsForPlatform(offered, getTelegramPlatform()))
}

/** The Connect view's social row; "More" opens ConnectSocials, the full list. */
export default function SocialLoginWidget({ disabled }: { disabled?: boolean }) {
  const router = useService(ROUTER)
  const socials = useOfferedSocials()
  const { login, error, redirecting, ready, prepare } = useSocialLogin()
  const t = useMessages(socialMessages)
  if (socials.length === 0) return null
  const shown = socials.length > SOCIAL_ROW_MAX ? socials.slice(0, SOCIAL_ROW_MAX - 1) : socials
  return (
    <Flex direction="column" gap={8}>
      {/* Pointing at or focusing a social starts the secure frame before the click needs it. */}
      <Flex gap={8} onPointerEnter={prepare} onFocus={prepare}>
        {shown.map((id) => (
          <Tile
            key={id}
            type="button"
            aria-label={t('continueWith', { name: SOCIAL_NAMES[id] ?? id })}
            title={t('continueWith', { name: SOCIAL_NAMES[id] ?? id })}
            data-testid={`social-selector-${id}`}
            disabled={disabled || !ready || Boolean(redirecting)}
            onClick={() => login(id)}
          >
            <SocialLogo id={id} />
          </Tile>
        ))}
        {shown.length < socials.length ? (
          <Tile type="button" data-testid="social-selector-more" aria-label={t('more')} title={t('more')} disabled={disabled || !ready} onClick={() => router.push('ConnectSocials')}>
            <SocialLogo id="more" />
          </Tile>
        ) : null}
      </Flex>
      <RedirectNote provider={redirecting} error={error} />
    </Flex>
  )
}

/** While the page leaves for the provider (popup blocked), or why the login did not start. */
export function RedirectNote({ provider, error }: { provider?: string; error?: string }) {
  const t = useMessages(socialMessages)
  if (error) {
    return (
      <Text as="p" variant="small-400" color="error" align="center" role="alert">
        {error}
      </Text>
    )
  }
  if (!provider) return null
  return (
    <Flex gap={8} align="center" justify="center" role="status" data-testid="w3m-social-redirecting">
      <Spinner size={16} label={t('redirecting')} />
      <Text as="p" variant="small-400" color="secondary" align="center">
        {withData(t('redirectNote', { name: DATA }), SOCIAL_NAMES[provider] ?? provider)}
      </Text>
    </Flex>
  )
}
