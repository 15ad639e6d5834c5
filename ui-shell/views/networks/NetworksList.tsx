import type { CaipNetwork } from '../../../kernel'
import { Chip, Icon, ListItem, NetworkImage, useMessages } from '../../components'
import { networksMessages } from './networksMessages'

export interface NetworksListProps {
  networks: readonly CaipNetwork[]
  /** The active network, marked with a check and `aria-current`. */
  activeId?: string
  /** The network being selected, shown loading. */
  busyId?: string
  isDisabled?(network: CaipNetwork): boolean
  onChoose(network: CaipNetwork): void
}

/** Network rows with AppKit's ids (`w3m-network-switch-{name}`), shared by Networks and UnsupportedChain. */
export function NetworksList({ networks, activeId, busyId, isDisabled, onChoose }: NetworksListProps) {
  const t = useMessages(networksMessages)
  return (
    <>
      {networks.map((network) => {
        const active = network.caipNetworkId === activeId
        const disabled = isDisabled?.(network) ?? false
        return (
          <ListItem
            key={network.caipNetworkId}
            image={<NetworkImage network={network} size={32} />}
            label={network.name}
            description={disabled ? t('notSupportedByWallet') : undefined}
            trailing={
              active ? (
                <>
                  <Chip variant="accent">{t('active')}</Chip>
                  <Icon name="check" />
                </>
              ) : network.testnet ? (
                <Chip>{t('testnet')}</Chip>
              ) : undefined
            }
            loading={busyId === network.caipNetworkId}
            disabled={disabled}
            aria-current={active ? 'true' : undefined}
            data-active={active ? 'true' : undefined}
            data-testid={`w3m-network-switch-${network.name}`}
            onClick={() => onChoose(network)}
          />
        )
      })}
    </>
  )
}
