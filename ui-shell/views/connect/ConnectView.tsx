import { Fragment, useState } from 'react'
import styled from 'styled-components'
import { ROUTER, WALLET_CATALOGUE } from '../../../kernel'
import { Button, EmptyState, Flex, Separator, Spinner, useMessages, useService, useStoreState } from '../../components'
import type { ConnectListItem } from '../../connect'
import { SlotComponent } from '../../slots/SlotComponent'
import { useSlot } from '../../slots/useSlot'
import { BrandingFooter } from '../branding/BrandingFooter'
import { connectItemTarget } from './connectItemTarget'
import { connectMessages } from './connectMessages'
import { ConnectWalletList } from './ConnectWalletList'
import { LegalCheckbox } from './LegalCheckbox'
import { LegalFooter } from './LegalFooter'
import { useLegalAgreement } from './legalAgreement'
import { useConnectViewModel } from './useConnectViewModel'
import { useWarmAllWallets } from './useWarmAllWallets'

// AppKit's connect view scrolls inside the card once the methods outgrow it.
const Scroll = styled.div`
  max-height: min(480px, calc(100vh - 180px));
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0 16px 16px;
`

/**
 * Connect: the connect methods in order (CONV-01/02), the wallet rows of buildConnectList
 * (CONV-03..12), the legal checkbox (CONV-13) and the collapsed wallet list (CONV-14).
 */
export default function ConnectView() {
  const router = useService(ROUTER)
  const t = useMessages(connectMessages)
  const { methods, walletList, collapseWallets, showLegalCheckbox, config } = useConnectViewModel()
  const methodEntries = useSlot('connectMethods')
  const catalogueLoading = useStoreState(useService(WALLET_CATALOGUE)).loading
  const [agreed, setAgreed] = useLegalAgreement(router)
  const [expanded, setExpanded] = useState(false)
  const locked = showLegalCheckbox && !agreed
  const legal = { termsConditionsUrl: config.termsConditionsUrl, privacyPolicyUrl: config.privacyPolicyUrl }
  useWarmAllWallets(walletList.some((item) => item.kind === 'allWallets'))

  const select = (item: ConnectListItem) => {
    const target = connectItemTarget(item)
    if (target.view === 'AllWallets') router.push('AllWallets')
    else if (target.view === 'ConnectingExternal') router.push('ConnectingExternal', target.data)
    else if (target.view === 'ConnectingMultiChain') router.push('ConnectingMultiChain', target.data)
    else router.push('ConnectingWalletConnect', target.data)
  }

  const section = (method: (typeof methods)[number]) => {
    if (method === 'wallet') {
      if (collapseWallets && !expanded) {
        return (
          <Button variant="neutral" fullWidth disabled={locked} onClick={() => setExpanded(true)} data-testid="w3m-collapse-wallets-button">
            {t('continueWithWallet')}
          </Button>
        )
      }
      if (walletList.length === 0) {
        // Nothing installed, no WalletConnect and no catalogue: say so rather than show a blank card.
        return catalogueLoading ? (
          <Spinner label={t('loading')} />
        ) : (
          <EmptyState
            data-testid="w3m-connect-empty"
            title={t('noWalletsTitle')}
            description={t('noWalletsDescription')}
          />
        )
      }
      return <ConnectWalletList items={walletList} disabled={locked} connectorImages={config.connectorImages} onSelect={select} />
    }
    // Email and social login: the widgets plugins put in the connectMethods slot.
    return (
      <Flex direction="column" gap={8} data-testid={method === 'email' ? 'w3m-email-login-widget' : 'w3m-social-login-widget'}>
        {methodEntries
          .filter((entry) => entry.method === method)
          .map((entry) => (
            <SlotComponent key={entry.id} id={entry.id} load={entry.component} props={{ disabled: locked }} />
          ))}
      </Flex>
    )
  }

  return (
    <Flex direction="column" data-testid="w3m-connect-view">
      {showLegalCheckbox ? <LegalCheckbox checked={agreed} onChange={setAgreed} {...legal} /> : null}
      <Scroll data-testid="w3m-connect-scroll-view" aria-disabled={locked || undefined}>
        <Flex direction="column" gap={12}>
          {methods.map((method, index) => (
            <Fragment key={method}>
              {index > 0 ? <Separator text={t('or')} data-testid={methods[index - 1] === 'email' ? 'w3m-email-login-or-separator' : 'w3m-or-separator'} /> : null}
              <div role="group" aria-label={t(method === 'wallet' ? 'wallets' : method === 'email' ? 'email' : 'socials')} data-method={method}>
                {section(method)}
              </div>
            </Fragment>
          ))}
        </Flex>
      </Scroll>
      {!showLegalCheckbox && (legal.termsConditionsUrl || legal.privacyPolicyUrl) ? <LegalFooter {...legal} /> : null}
      <BrandingFooter />
    </Flex>
  )
}
