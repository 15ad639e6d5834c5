import styled from 'styled-components'
import { Button, CopyButton, Flex, Icon, Text, WalletImage, useLocale, useMessages, vars } from '../../components'
import { isolateName } from '../../connect'
import { clampLines } from './clampLines'
import { connectingMessages } from './connectingMessages'
import type { WalletConnectPhase } from './ConnectingWalletConnectSession'

const Badge = styled.span<{ $error: boolean }>`
  position: absolute;
  inset-inline-end: -6px;
  bottom: -6px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  color: ${({ $error }) => ($error ? vars.error : vars.foregroundSecondary)};
  background: ${vars.background};
  box-shadow: 0 0 0 2px ${vars.background};
`

export interface ConnectingWalletConnectStatusProps {
  /** `returned`: the visitor came back from the wallet's deep link and no session arrived. */
  phase: Extract<WalletConnectPhase, 'declined' | 'expired' | 'unavailable'> | 'returned'
  name: string
  imageId?: string
  imageSrc?: string
  onRetry(): void
  /** The pairing URI to offer for copying (`returned`: it is still good). */
  copyUri?: string
}

/**
 * The wallet, what went wrong and a retry: shown instead of the QR code or deep link when the
 * wallet declined, the pairing URI expired, or the kit has no WalletConnect (no retry then).
 */
export function ConnectingWalletConnectStatus({ phase, name, imageId, imageSrc, onRetry, copyUri }: ConnectingWalletConnectStatusProps) {
  const t = useMessages(connectingMessages)
  const { dir } = useLocale()
  const [title, hint] =
    phase === 'declined'
      ? [t('declined'), t('declinedHint')]
      : phase === 'expired'
        ? [t('expired'), t('expiredHint')]
        : phase === 'returned'
          ? [t('returned'), t('returnedHint', { name: isolateName(name, dir) })]
          : [t('unavailable'), t('unavailableHint')]
  return (
    <Flex direction="column" align="center" gap={16} padding="24px 8px 8px" data-testid={`w3m-connecting-wc-${phase}`}>
      <span style={{ position: 'relative', display: 'inline-flex' }}>
        <WalletImage name={name} imageId={imageId} src={imageSrc} size={80} />
        <Badge $error={phase !== 'expired' && phase !== 'returned'} aria-hidden="true">
          <Icon name={phase === 'expired' || phase === 'returned' ? 'info' : 'close'} size={14} />
        </Badge>
      </span>
      <Flex direction="column" align="center" gap={4} role="alert">
        <Text as="p" variant="paragraph-500" color={phase === 'declined' ? 'error' : 'foreground'} align="center" style={clampLines(2)}>
          {title}
        </Text>
        <Text as="p" variant="small-400" color="secondary" align="center">
          {hint}
        </Text>
      </Flex>
      {phase === 'unavailable' ? null : (
        <Button variant="accent" onClick={onRetry} data-testid="w3m-connecting-widget-secondary-button">
          {t('tryAgain')}
        </Button>
      )}
      {/* Only after the wallet's deep link: AppKit's deep-link widget calls its "Copy link" wui-link-copy. */}
      {copyUri ? (
        <CopyButton text={copyUri} variant="ghost" size="sm" successMessage={t('copied')} data-testid="wui-link-copy">
          {t('copy')}
        </CopyButton>
      ) : null}
    </Flex>
  )
}
