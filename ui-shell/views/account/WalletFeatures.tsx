import styled from 'styled-components'
import { ROUTER, type AccountActionEntry } from '../../../kernel'
import { fontSize, Icon, radius, useMessages, useService, vars } from '../../components'
import { accountMessages } from './accountMessages'
import { useAccountLabels } from './useAccountLabels'

// Icons for the spec's four wallet features; a plugin's action brings its own `icon` or gets a dot.
const ICONS: Record<string, string> = {
  onramp: 'M12 3v18M16.5 7.5c-.8-1.2-2.5-2-4.5-2-2.5 0-4.5 1.3-4.5 3.2 0 4.6 9 2.6 9 7 0 2-2 3.3-4.5 3.3-2 0-3.7-.8-4.5-2',
  swaps: 'M7 4v14M7 18l-3-3M7 18l3-3M17 20V6M17 6l-3 3M17 6l3 3',
  receive: 'M12 4v14M12 18l-5-5M12 18l5-5M5 21h14',
  send: 'M12 20V6M12 6l-5 5M12 6l5 5M5 3h14',
}

/**
 * AppKit's other ids for the same actions: its default account widget's (`w3m-account-default-*`)
 * and its token widget's (`w3m-account-onramp-button`, `w3m-account-receive-button`). They name
 * wrappers around the one button, so an AppKit-style test's click lands on it (testids.md).
 */
const APPKIT_ALIASES: Record<string, readonly string[]> = {
  onramp: ['w3m-account-default-fund-wallet-button', 'w3m-account-onramp-button'],
  swaps: ['w3m-account-default-swaps-button'],
  send: ['w3m-account-default-send-button'],
  receive: ['w3m-account-receive-button'],
}

const Alias = styled.span`
  display: flex;
  flex: 1;
  min-inline-size: 0;
`

const Row = styled.div`
  display: flex;
  gap: 8px;
  width: 100%;
`

// Tiles share the row equally whatever their labels (min-inline-size 0), and a label longer than
// its tile wraps, hyphenated where the browser can, instead of spilling onto its neighbours.
const Feature = styled.button`
  all: unset;
  box-sizing: border-box;
  flex: 1;
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-block-size: 56px;
  padding-block: 6px;
  padding-inline: 2px;
  border-radius: ${radius.l};
  background: ${vars.surface};
  color: ${vars.foreground};
  font-family: inherit;
  font-size: ${fontSize.small};
  font-weight: 500;
  cursor: pointer;
  &:hover { background: ${vars.surfaceHover}; }
  &:focus-visible { outline: 2px solid ${vars.accent}; outline-offset: 1px; }
  svg { color: ${vars.accentText}; flex: none; }
`

const Label = styled.span`
  max-inline-size: 100%;
  text-align: center;
  line-height: 1.2;
  hyphens: auto;
  overflow-wrap: anywhere;
`

export interface WalletFeaturesProps {
  actions: readonly AccountActionEntry[]
}

/** The action row (ACCV-02): the plugins' `accountActions`, already ordered; each opens its view. */
export function WalletFeatures({ actions }: WalletFeaturesProps) {
  const router = useService(ROUTER)
  const t = useMessages(accountMessages)
  const { actionLabel } = useAccountLabels()
  if (actions.length === 0) return null
  return (
    <Row role="group" aria-label={t('walletFeatures')} data-testid="w3m-account-wallet-features-widget">
      {actions.map((action) =>
        (APPKIT_ALIASES[action.id] ?? []).reduceRight(
          (inner, alias) => (
            <Alias key={action.id} data-testid={alias}>
              {inner}
            </Alias>
          ),
          <Feature key={action.id} type="button" data-testid={action.testId ?? `wallet-features-${action.id}-button`} onClick={() => router.push(action.view)}>
            <Icon path={action.icon ?? ICONS[action.id]} name="dot" size={20} />
            <Label>{actionLabel(action)}</Label>
          </Feature>,
        ),
      )}
    </Row>
  )
}
