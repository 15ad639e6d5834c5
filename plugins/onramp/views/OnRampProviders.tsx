import { useEffect } from 'react'
import { BUS } from '../../../kernel/plugin'
import { EmptyState, Flex, Link, ListItem, NetworkImage, Text, useMessages, useService } from '../../../ui-shell/components'
import { providersMessages } from '../onrampMessages'
import { ProviderLogo } from './ProviderLogo'
import { useOnRamp } from './useOnRamp'

/** AppKit's OnRampProviders: the providers serving the active namespace (ONR-17/18/21). */
export default function OnRampProviders() {
  const { state, service, router, network } = useOnRamp()
  const bus = useService(BUS)
  const t = useMessages(providersMessages)

  useEffect(() => {
    bus.emit('track', { type: 'track', event: 'SELECT_BUY_CRYPTO' })
    void service.load()
  }, [service, bus, network?.caipNetworkId])

  return (
    <Flex direction="column" gap={8} padding="0 16px 16px" data-testid="w3m-onramp-providers-view">
      {state.providers.length === 0 ? (
        <EmptyState
          title={t('unavailableTitle')}
          description={t('unavailable', { network: network?.name ?? t('thisNetwork') })}
          data-testid="onramp-providers-empty"
        />
      ) : (
        <Flex direction="column" gap={8} role="list">
          {state.providers.map((provider) => (
            <div role="listitem" key={provider.name}>
              <ListItem
                image={<ProviderLogo provider={provider} />}
                label={<bdi translate="no">{provider.label}</bdi>}
                description={
                  <Flex align="center" gap={6}>
                    <Text as="span" variant="small-400" color="secondary">{t('fee', { range: provider.feeRange })}</Text>
                    {network ? <NetworkImage network={network} size={16} /> : null}
                  </Flex>
                }
                chevron
                onClick={() => {
                  service.selectProvider(provider)
                  router.push('OnRampAmount')
                }}
                data-testid={`onramp-provider-${provider.name}`}
              />
            </div>
          ))}
        </Flex>
      )}
      <Text as="p" variant="small-400" color="secondary" align="center">
        {t('explainer')}
      </Text>
      <Flex justify="center">
        <Link onClick={() => router.push('WhatIsABuy')} data-testid="onramp-what-is-a-buy">
          {t('whatIsBuy')}
        </Link>
      </Flex>
    </Flex>
  )
}
