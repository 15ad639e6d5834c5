import { CopyButton, Flex, QrCode, Skeleton, Spinner, Text, useLocale, useMessages } from '../../components'
import { isolateName } from '../../connect'
import { connectingMessages } from './connectingMessages'

/** The QR code's side: the 360px card less the view's padding and a margin, as AppKit sizes it. */
export const WALLETCONNECT_QR_SIZE = 296

export interface ConnectingWalletConnectQrProps {
  /** The pairing URI; a placeholder while the service has none yet. */
  uri: string | undefined
  /** The wallet (or "WalletConnect"), for the QR code's accessible name. */
  name: string
  /** The wallet's logo in the middle of the code. */
  imageSrc?: string
  /** The relay is down: the code is dimmed and a reconnecting line says why nothing happens. */
  relayDown?: boolean
}

/** Scan-to-connect (CNR-04): the pairing URI as a QR code, and the same URI to copy. */
export function ConnectingWalletConnectQr({ uri, name, imageSrc, relayDown }: ConnectingWalletConnectQrProps) {
  const t = useMessages(connectingMessages)
  const { dir } = useLocale()
  return (
    <Flex direction="column" align="center" gap={16} data-testid="w3m-connecting-wc-qrcode" data-relay={relayDown ? 'reconnecting' : 'online'}>
      {uri ? (
        <div style={{ opacity: relayDown ? 0.25 : 1, transition: 'opacity 200ms' }}>
          <QrCode uri={uri} size={WALLETCONNECT_QR_SIZE} imageSrc={imageSrc} alt={t('qrAlt', { name: isolateName(name, dir) })} />
        </div>
      ) : (
        <div style={{ width: WALLETCONNECT_QR_SIZE, height: WALLETCONNECT_QR_SIZE }} data-testid="w3m-connecting-wc-qr-loading" aria-busy="true">
          <Skeleton width="100%" height="100%" rounded="xl" />
        </div>
      )}
      {relayDown ? (
        <Flex gap={8} align="center" role="status" aria-live="polite" data-testid="w3m-connecting-wc-reconnecting">
          <Spinner size={16} label={t('reconnecting')} />
          <Text as="p" variant="paragraph-500" align="center" color="secondary">
            {t('reconnecting')}
          </Text>
        </Flex>
      ) : (
        <Text as="p" variant="paragraph-500" align="center">
          {t('scan')}
        </Text>
      )}
      <CopyButton text={uri ?? ''} disabled={!uri} variant="ghost" size="sm" successMessage={t('copied')} data-testid="copy-wc2-uri">
        {t('copy')}
      </CopyButton>
    </Flex>
  )
}
