import type { ChainNamespace, Connector } from '../types'

const squash = (text: string | undefined) => (text ?? '').toLowerCase().replace(/[^a-z0-9]/g, '')

/**
 * The connector a wallet-button name points at ('metamask', 'io.metamask', a connector id or a
 * catalogue id): by id, explorer id, rdns, or name without case and spaces. Connectors grouped
 * under a MULTI_CHAIN one are searched too, narrowed to `namespace` when given.
 */
export function findWalletConnector(connectors: readonly Connector[], wallet: string, namespace?: ChainNamespace): Connector | undefined {
  const want = squash(wallet)
  const candidates = connectors.flatMap((c) => (c.connectors?.length ? c.connectors : [c]))
  return candidates.find(
    (c) =>
      (!namespace || c.chain === namespace) &&
      c.type !== 'WALLET_CONNECT' &&
      [c.id, c.explorerId, c.info?.rdns, c.name, c.info?.name].some((key) => key !== undefined && (key === wallet || squash(key) === want)),
  )
}
