import { useMemo, useState } from 'react'
import { ROUTER } from '../../../kernel/plugin'
import { EmptyState, Flex, ListItem, SearchBar, Text, useFormat, useMessages, useService } from '../../../ui-shell/components'
import { selectTokenMessages } from '../sendMessages'
import { sendableTokens } from '../sendableTokens'
import { TokenImage } from './TokenImage'
import { useSendContext } from './useSendContext'

const matches = (query: string, ...fields: string[]) => fields.some((f) => f.toLowerCase().includes(query))

/** AppKit's WalletSendSelectToken: the account's tokens on the active network; picking one goes back. */
export default function WalletSendSelectToken() {
  const { store, network, account } = useSendContext()
  const router = useService(ROUTER)
  const [query, setQuery] = useState('')
  const t = useMessages(selectTokenMessages)
  const format = useFormat()
  const tokens = useMemo(() => (account ? sendableTokens(account, network) : []), [account, network])
  const q = query.trim().toLowerCase()
  const shown = q ? tokens.filter((t) => matches(q, t.symbol, t.name)) : tokens

  return (
    <Flex direction="column" gap={8} padding="0 16px 16px" data-testid="w3m-wallet-send-select-token-view">
      <SearchBar value={query} onChange={setQuery} label={t('search')} placeholder={t('search')} data-testid="w3m-send-select-token-search" />
      {tokens.length > 0 ? (
        <Text as="h2" variant="small-500" color="secondary" data-testid="group-title">
          {t('yourTokens')}
        </Text>
      ) : null}
      {shown.length === 0 ? (
        <EmptyState
          title={t('noTokens')}
          description={tokens.length === 0 ? (network?.name ? t('nothingOn', { network: network.name }) : t('nothingHere')) : t('noMatch')}
          data-testid="w3m-send-select-token-empty"
        />
      ) : (
        <Flex direction="column" gap={8} role="list">
          {shown.map((token) => (
            <div role="listitem" key={`${token.chainId}:${token.address ?? 'native'}`}>
              <ListItem
                image={<TokenImage token={token} />}
                label={token.name}
                description={`${format.number(Number(token.quantity.numeric), { maximumFractionDigits: 4 })} ${token.symbol}`}
                trailing={
                  token.price > 0 ? (
                    <Text variant="small-400" color="secondary">
                      <bdi>{format.fiat(Number(token.quantity.numeric) * token.price)}</bdi>
                    </Text>
                  ) : undefined
                }
                onClick={() => {
                  store.setToken(token)
                  router.goBack()
                }}
                data-testid={`w3m-send-select-token-item-${token.symbol}`}
              />
            </div>
          ))}
        </Flex>
      )}
    </Flex>
  )
}
