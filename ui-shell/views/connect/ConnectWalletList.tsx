import { Flex, ListWallet } from '../../components'
import type { ConnectListItem } from '../../connect'
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
  return (
    <Flex direction="column" gap={8} data-testid="wallet-list" role="list" aria-label="Wallets">
      {items.map((item) => {
        if (item.kind === 'allWallets') {
          return (
            <div role="listitem" key="all-wallets">
              <ListWallet
                name="All Wallets"
                tag={item.tagLabel}
                tagVariant="neutral"
                data-testid={item.testId}
                disabled={disabled || item.disabled}
                onClick={() => onSelect(item)}
              />
            </div>
          )
        }
        const row = presentConnectItem(item, connectorImages)
        return (
          <div role="listitem" key={`${item.group}:${item.testId}`}>
            <ListWallet
              name={row.name}
              imageSrc={row.imageSrc}
              imageId={row.imageId}
              tag={row.tag}
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
