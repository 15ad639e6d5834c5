import { Flex, ListWallet, useFormat, useMessages } from '../../components'
import type { ConnectListItem } from '../../connect'
import { CONNECT_TAGS, connectMessages } from './connectMessages'
import { presentConnectItem } from './presentConnectItem'

export interface ConnectWalletListProps {
  items: readonly ConnectListItem[]
  /** Every row is disabled (the legal checkbox is not ticked yet). */
  disabled: boolean
  connectorImages?: Readonly<Record<string, string>>
  onSelect(item: ConnectListItem): void
}

/** The wallet method's rows (`wallet-list`), in the order buildConnectList gave them. */
export function ConnectWalletList({ items, disabled, connectorImages, onSelect }: ConnectWalletListProps) {
  const t = useMessages(connectMessages)
  const format = useFormat()
  return (
    <Flex direction="column" gap={8} data-testid="wallet-list" role="list" aria-label={t('wallets')}>
      {items.map((item) => {
        if (item.kind === 'allWallets') {
          const { count, more } = item.tagCount
          return (
            <div role="listitem" key="all-wallets">
              <ListWallet
                name={t('allWallets')}
                tag={more ? t('countMore', { count }) : format.number(count)}
                tagIsNumber
                tagVariant="neutral"
                data-testid={item.testId}
                disabled={disabled || item.disabled}
                onClick={() => onSelect(item)}
              />
            </div>
          )
        }
        const row = presentConnectItem(item, connectorImages)
        const tag = row.tag ? CONNECT_TAGS[row.tag] : undefined
        return (
          <div role="listitem" key={`${item.group}:${item.testId}`}>
            <ListWallet
              name={row.name}
              imageSrc={row.imageSrc}
              imageId={row.imageId}
              tag={tag ? t(tag.key) : undefined}
              tagVariant={tag?.variant}
              data-testid={item.testId}
              data-group={item.group}
              disabled={disabled || item.disabled}
              onClick={() => onSelect(item)}
            />
          </div>
        )
      })}
    </Flex>
  )
}
