import type { CaipNetwork, Connector } from '../../kernel/plugin'
import type { Eip1193Provider, Eip6963ProviderDetail, ExternalConnectorOptions } from './types'

/** Connector ids and catalogue image ids AppKit uses, so stored sessions and images carry over. */
export const Eip155ConnectorIds = { injected: 'injected', multisig: 'safe' } as const
const IMAGE_IDS = { injected: '07ba87ed-43aa-4adf-4540-9e6a2b9cae00', multisig: '461db637-8616-43ce-035a-d89b8a1d5800' }

type Chains = readonly CaipNetwork[]

export function announcedConnector(detail: Eip6963ProviderDetail, chains: Chains): Connector {
  const { info, provider } = detail
  return {
    id: info.rdns,
    name: info.name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    chains: [...chains],
    imageUrl: info.icon,
    info: { rdns: info.rdns, name: info.name, icon: info.icon },
    provider,
  }
}

export function injectedConnector(provider: Eip1193Provider, chains: Chains): Connector {
  return {
    id: Eip155ConnectorIds.injected,
    name: 'Browser Wallet',
    type: 'INJECTED',
    chain: 'eip155',
    chains: [...chains],
    imageId: IMAGE_IDS.injected,
    info: { name: 'Browser Wallet' },
    provider,
  }
}

export function externalConnector(options: ExternalConnectorOptions, chains: Chains): Connector {
  const connector: Connector = {
    id: options.id,
    name: options.name,
    type: 'EXTERNAL',
    chain: 'eip155',
    chains: [...chains],
    info: { name: options.name },
    provider: options.provider,
  }
  if (options.imageUrl) connector.imageUrl = options.imageUrl
  if (options.imageId) connector.imageId = options.imageId
  if (options.explorerId) connector.explorerId = options.explorerId
  if (options.rdns) connector.info = { ...connector.info, rdns: options.rdns }
  return connector
}

export function multisigConnector(provider: Eip1193Provider, chains: Chains): Connector {
  return {
    id: Eip155ConnectorIds.multisig,
    name: 'Safe',
    type: 'EXTERNAL',
    chain: 'eip155',
    chains: [...chains],
    imageId: IMAGE_IDS.multisig,
    info: { name: 'Safe' },
    provider,
  }
}

/**
 * One connector per wallet: a wallet both injected and announced (same provider object, or the
 * same rdns) is listed once, the first in `connectors` order winning.
 */
export function dedupeConnectors(connectors: readonly Connector[]): Connector[] {
  const providers = new Set<unknown>()
  const rdnses = new Set<string>()
  const ids = new Set<string>()
  const out: Connector[] = []
  for (const connector of connectors) {
    const rdns = connector.info?.rdns
    if (ids.has(connector.id) || (connector.provider && providers.has(connector.provider)) || (rdns && rdnses.has(rdns))) continue
    ids.add(connector.id)
    if (connector.provider) providers.add(connector.provider)
    if (rdns) rdnses.add(rdns)
    out.push(connector)
  }
  return out
}
