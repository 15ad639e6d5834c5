import { useMemo } from 'react'
import { CONNECTION_STORE, isMobile, type WalletEntry } from '../../../kernel'
import { CopyButton, Flex, Spinner, Text, WalletImage, useCatalogueImage, useLocale, useMessages, useRouterState, useService, useStoreState } from '../../components'
import { isolateName } from '../../connect'
import { connectingMessages } from './connectingMessages'
import { ConnectingWalletConnectLinks, walletConnectLinksOf } from './ConnectingWalletConnectLinks'
import { ConnectingWalletConnectQr } from './ConnectingWalletConnectQr'
import { useConnectingWalletConnectSession, type ConnectingWalletConnectSession } from './ConnectingWalletConnectSession'
import { ConnectingWalletConnectStatus } from './ConnectingWalletConnectStatus'
import { useReturnedWithoutSession } from './useReturnedWithoutSession'
import { walletBrowseLink } from './walletBrowseLink'

/**
 * ConnectingWalletConnect (router data `{ wallet? }`): connects through the WalletConnect
 * plugin's pairing. Desktop: the URI as a QR code with the wallet's logo (CNR-04), copy, and the
 * wallet's desktop and web apps; a phone with the wallet's mobile link: the deep link (CNR-05).
 * Expiry and rejection offer a retry; success closes the modal.
 */
export default function ConnectingWalletConnectView() {
  const { data } = useRouterState()
  const wallet = data?.wallet as WalletEntry | undefined
  const session = useConnectingWalletConnectSession('ConnectingWalletConnect', wallet)
  const mobile = useMemo(() => isMobile(), [])
  return (
    <Flex direction="column" align="center" gap={16} padding="0 16px 16px" data-testid="w3m-connecting-wc-view" data-phase={session.phase}>
      <WalletConnectBody session={session} wallet={wallet} mobile={mobile} />
    </Flex>
  )
}

interface BodyProps {
  session: ConnectingWalletConnectSession
  wallet: WalletEntry | undefined
  mobile: boolean
}

function WalletConnectBody({ session, wallet, mobile }: BodyProps) {
  const t = useMessages(connectingMessages)
  const { dir } = useLocale()
  const name = wallet?.name ?? 'WalletConnect'
  const imageSrc = useCatalogueImage('wallet', wallet?.image_id, wallet?.image_url ?? undefined)
  const { phase, uri, service, retry } = session
  const { activeNamespace } = useStoreState(useService(CONNECTION_STORE))
  // Hooks before the early returns: the deep link waits while the phase is `ready`.
  const { returned, reset: resetReturned } = useReturnedWithoutSession(mobile && phase === 'ready')

  if (phase === 'declined' || phase === 'expired' || phase === 'unavailable') {
    return <ConnectingWalletConnectStatus phase={phase} name={name} imageId={wallet?.image_id} imageSrc={wallet?.image_url ?? undefined} onRetry={retry} />
  }
  if (phase === 'connected') return <Spinner size={32} label={t('connected')} />

  const browse = mobile ? walletBrowseLink(wallet?.id, window.location.href, activeNamespace) : undefined
  const links = uri && service ? walletConnectLinksOf(service, wallet, uri, mobile, browse) : []
  const deepLink = links.find((l) => l.kind === 'mobile')
  // The wallet's deep link, unless the allowlist dropped it (then the QR code below, as on desktop).
  const deepLinked = mobile && Boolean(browse || (wallet?.mobile_link && (!uri || deepLink)))
  if (deepLinked && returned && uri) {
    // Back from the wallet and no session: a fresh pairing, or the link to paste by hand.
    const tryAgain = () => {
      resetReturned()
      service?.resetPairing()
      retry()
    }
    return <ConnectingWalletConnectStatus phase="returned" name={name} imageId={wallet?.image_id} imageSrc={wallet?.image_url ?? undefined} onRetry={tryAgain} copyUri={uri} />
  }
  if (deepLinked) {
    // A phone cannot scan its own screen: the wallet's deep link carries the pairing instead.
    return (
      <Flex direction="column" align="center" gap={16} padding="24px 0 0" style={{ width: '100%' }} data-testid="w3m-connecting-wc-mobile">
        <WalletImage name={name} imageId={wallet?.image_id} src={wallet?.image_url ?? undefined} size={80} />
        <Flex direction="column" align="center" gap={4}>
          <Text as="p" variant="paragraph-500" align="center">
            {t('continueIn', { name: isolateName(name, dir) })}
          </Text>
          <Text as="p" variant="small-400" color="secondary" align="center">
            {t('accept')}
          </Text>
        </Flex>
        {deepLink ? <ConnectingWalletConnectLinks links={links} name={name} /> : <Spinner size={24} label={t('preparing')} />}
        {/* AppKit's deep-link widget names its "Copy link" wui-link-copy (copy-wc2-uri is the QR view's). */}
        <CopyButton text={uri ?? ''} disabled={!uri} variant="ghost" size="sm" successMessage={t('copied')} data-testid="wui-link-copy">
          {t('copy')}
        </CopyButton>
      </Flex>
    )
  }

  return (
    <>
      <ConnectingWalletConnectQr uri={uri} name={name} imageSrc={imageSrc} relayDown={session.relayDown} />
      <ConnectingWalletConnectLinks links={links} name={name} />
    </>
  )
}
