import { useState } from 'react'
import { NETWORKS_STORE } from '../../kernel'
import { CopyButton, EmptyState, Flex, ListItem, NetworkImage, QrCode, SearchBar, Tabs, useHeaderTitle, useService, useStoreState } from '../components'

/** A test stand-in for Networks: tabs, search, network rows, a QR code and a copy button. */
export default function TestNetworksView() {
  const { networks } = useStoreState(useService(NETWORKS_STORE))
  const [tab, setTab] = useState(0)
  const [search, setSearch] = useState('')
  useHeaderTitle(tab === 1 ? 'Scan' : undefined)
  const shown = networks.filter((n) => n.name.toLowerCase().includes(search.trim().toLowerCase()))
  return (
    <Flex direction="column" gap={8} padding="0 16px 16px" data-testid="test-networks-view">
      <Tabs tabs={[{ label: 'List' }, { label: 'QR' }]} active={tab} onChange={setTab} aria-label="Networks tabs" idPrefix="test-networks" />
      <div role="tabpanel" id={`test-networks-panel-${tab}`} aria-labelledby={`test-networks-tab-${tab}`}>
        {tab === 0 ? (
          <Flex direction="column" gap={8}>
            <SearchBar value={search} onChange={setSearch} label="Search network" placeholder="Search network" />
            {shown.map((n) => (
              <ListItem key={n.caipNetworkId} image={<NetworkImage network={n} size={32} />} label={n.name} description={n.caipNetworkId} data-testid={`w3m-network-switch-${n.name}`} chevron />
            ))}
            {shown.length === 0 ? <EmptyState title="No network found" description="Try another name" data-testid="no-network-found" /> : null}
          </Flex>
        ) : (
          <Flex direction="column" gap={8} align="center">
            <QrCode uri="wc:test@2?relay-protocol=irn&symKey=abc" alt="Test QR code" />
            <CopyButton text="wc:test@2" successMessage="Link copied" data-testid="copy-wc2-uri">
              Copy link
            </CopyButton>
          </Flex>
        )}
      </div>
    </Flex>
  )
}
