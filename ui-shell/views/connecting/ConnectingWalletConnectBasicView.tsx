import { CONNECTORS_STORE, ROUTER } from '../../../kernel'
import { Flex, ListWallet, Spinner, useCatalogueImage, useMessages, useService, useStoreState } from '../../components'
import { connectingMessages } from './connectingMessages'
import { ConnectingWalletConnectQr } from './ConnectingWalletConnectQr'
import { useConnectingWalletConnectSession } from './ConnectingWalletConnectSession'
import { ConnectingWalletConnectStatus } from './ConnectingWalletConnectStatus'

/**
 * ConnectingWalletConnectBasic: the plain QR view the kernel opens when the kit has no chain
 * adapters or the host drives WalletConnect itself (manualWCControl), RTR-06: a bare pairing
 * QR code and copy link, and, as in AppKit, the "All wallets" entry to pick a wallet's own flow
 * (the only way on with a phone, which cannot scan its own screen).
 */
export default function ConnectingWalletConnectBasicView() {
  const session = useConnectingWalletConnectSession('ConnectingWalletConnectBasic')
  const router = useService(ROUTER)
  const t = useMessages(connectingMessages)
  const { connectors } = useStoreState(useService(CONNECTORS_STORE))
  const walletConnect = connectors.find((c) => c.type === 'WALLET_CONNECT')
  const imageSrc = useCatalogueImage('wallet', walletConnect?.imageId, walletConnect?.imageUrl)
  const { phase, uri, retry } = session

  return (
    <Flex direction="column" align="center" gap={16} padding="0 16px 16px" data-testid="w3m-connecting-wc-basic-view" data-phase={phase}>
      {phase === 'declined' || phase === 'expired' || phase === 'unavailable' ? (
        <ConnectingWalletConnectStatus phase={phase} name="WalletConnect" imageId={walletConnect?.imageId} imageSrc={walletConnect?.imageUrl} onRetry={retry} />
      ) : phase === 'connected' ? (
        <Spinner size={32} label={t('connected')} />
      ) : (
        <ConnectingWalletConnectQr uri={uri} name="WalletConnect" imageSrc={imageSrc} relayDown={session.relayDown} />
      )}
      <ListWallet name={t('allWallets')} data-testid="all-wallets" onClick={() => router.push('AllWallets')} />
    </Flex>
  )
}
