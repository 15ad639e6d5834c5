import styled from 'styled-components'
import { defineMessages, truncateAddress } from '../../../kernel/plugin'
import { Button, IconButton, Text, WalletImage, radius, useMessages, vars } from '../../../ui-shell/components'

export const connectionRowMessages = defineMessages('multi-wallet', 'ConnectionRow', {
  switch: 'Switch',
  connect: 'Connect',
  forget: 'Forget {name}',
  disconnect: 'Disconnect {name}',
})

// A power symbol: ends a live connection. A bin: forgets a recent one.
const POWER = 'M12 3v8M7.5 6.2a7 7 0 1 0 9 0'
const BIN = 'M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13'

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding-block: 8px;
  padding-inline: 12px;
  border-radius: ${radius.l};
  background: ${vars.surface};
`

const Who = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-inline-size: 0;
`

export interface ConnectionRowProps {
  /** AppKit's ids: `active-connection` (live, not active), `recent-connection`, `wui-active-profile-wallet-item`. */
  testId: 'active-connection' | 'recent-connection' | 'wui-active-profile-wallet-item'
  name: string
  icon: string | undefined
  address: string
  /** "Switch" or "Connect"; absent on the active row. */
  action?: 'switch' | 'connect'
  onAction?: () => void
  busy?: boolean
  /** Ends (live) or forgets (recent) the connection. */
  onRemove: () => void
}

/** One wallet account in the profile wallets view: who it is, and what can be done with it. */
export function ConnectionRow({ testId, name, icon, address, action, onAction, busy, onRemove }: ConnectionRowProps) {
  const t = useMessages(connectionRowMessages)
  const recent = testId === 'recent-connection'
  const removeLabel = t(recent ? 'forget' : 'disconnect', { name })
  // AppKit's page objects read the row's `address` attribute; React passes it through as is.
  const attributes = { address } as object
  return (
    <Row data-testid={testId} {...attributes}>
      <WalletImage name={name} src={icon} size={32} />
      <Who>
        <Text as="span" variant="paragraph-500" truncate title={address} translate="no">
          <bdi dir="ltr">{truncateAddress(address, { start: 4, end: 6 })}</bdi>
        </Text>
        <Text as="span" variant="small-400" color="secondary" truncate translate="no">
          <bdi>{name}</bdi>
        </Text>
      </Who>
      {action ? (
        <Button size="sm" variant={recent ? 'neutral' : 'accent'} loading={busy} onClick={onAction} data-testid="wui-inactive-profile-wallet-item-button">
          {t(action)}
        </Button>
      ) : null}
      <IconButton icon={{ path: recent ? BIN : POWER }} aria-label={removeLabel} title={removeLabel} onClick={onRemove} data-testid={recent ? 'wui-recent-connection-delete' : 'wui-connection-disconnect'} />
    </Row>
  )
}
