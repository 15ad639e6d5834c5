import { useEffect } from 'react'
import { BUS } from '../../../kernel/plugin'
import { EmptyState, Flex, Link, ListItem, NetworkImage, Text, useService } from '../../../ui-shell/components'
import { ProviderLogo } from './ProviderLogo'
import { useOnRamp } from './useOnRamp'

/** AppKit's OnRampProviders: the providers serving the active namespace (ONR-17/18/21). */
export default function OnRampProviders() {
  const { state, service, router, network } = useOnRamp()
  const bus = useService(BUS)

  useEffect(() => {
    bus.emit('track', { type: 'track', event: 'SELECT_BUY_CRYPTO' })
    void service.load()
  }, [service, bus, network?.caipNetworkId])

  return (
    <Flex direction="column" gap={8} padding="0 16px 16px" data-testid="w3m-onramp-providers-view">
      {state.providers.length === 0 ? (
        <EmptyState
          title="Buying crypto is not available here"
          description={`No provider delivers on ${network?.name ?? 'this network'}. Switch to an EVM or Solana network.`}
          data-testid="onramp-providers-empty"
        />
      ) : (
        <Flex direction="column" gap={8} role="list">
          {state.providers.map((provider) => (
            <div role="listitem" key={provider.name}>
              <ListItem
                image={<ProviderLogo provider={provider} />}
                label={provider.label}
                description={
                  <Flex align="center" gap={6}>
                    <Text as="span" variant="small-400" color="secondary">{`Fee ${provider.feeRange}`}</Text>
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
        The provider verifies you and takes the payment; the crypto arrives in your connected wallet.
      </Text>
      <Flex justify="center">
        <Link onClick={() => router.push('WhatIsABuy')} data-testid="onramp-what-is-a-buy">
          What is Buy?
        </Link>
      </Flex>
    </Flex>
  )
}
