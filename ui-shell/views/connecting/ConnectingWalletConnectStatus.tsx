import styled from 'styled-components'
import { Button, CopyButton, Flex, Icon, Text, WalletImage, vars } from '../../components'
import { clampLines } from './clampLines'
import type { WalletConnectPhase } from './ConnectingWalletConnectSession'

/** AppKit's texts for a WalletConnect connection that needs the visitor again. */
export const WalletConnectTexts = {
  continueIn: (name: string) => `Continue in ${name}`,
  accept: 'Accept connection request in the wallet',
  declined: 'Connection declined',
  declinedHint: 'Connection can be declined if a previous request is still active',
  expired: 'QR code expired',
  expiredHint: 'The connection request timed out. Get a new one to continue.',
  retry: 'Try again',
  scan: 'Scan this QR Code with your phone',
  // Not AppKit's: shown while the relay socket is down (issue 12 case 9).
  reconnecting: 'Reconnecting to the relay…',
  copy: 'Copy link',
  copied: 'Link copied',
  unavailable: 'WalletConnect is not available',
  unavailableHint: 'This app cannot connect wallets through WalletConnect.',
  // Not AppKit's: back from the wallet's deep link with no session (BYD-33).
  returned: 'No connection yet',
  returnedHint: (name: string) => `${name} did not connect. Try again, or copy the link into the wallet.`,
} as const

const Badge = styled.span<{ $error: boolean }>`
  position: absolute;
  right: -6px;
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
  const [title, hint] =
    phase === 'declined'
      ? [WalletConnectTexts.declined, WalletConnectTexts.declinedHint]
      : phase === 'expired'
        ? [WalletConnectTexts.expired, WalletConnectTexts.expiredHint]
        : phase === 'returned'
          ? [WalletConnectTexts.returned, WalletConnectTexts.returnedHint(name)]
          : [WalletConnectTexts.unavailable, WalletConnectTexts.unavailableHint]
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
          {WalletConnectTexts.retry}
        </Button>
      )}
      {/* Only after the wallet's deep link: AppKit's deep-link widget calls its "Copy link" wui-link-copy. */}
      {copyUri ? (
        <CopyButton text={copyUri} variant="ghost" size="sm" successMessage={WalletConnectTexts.copied} data-testid="wui-link-copy">
          {WalletConnectTexts.copy}
        </CopyButton>
      ) : null}
    </Flex>
  )
}
