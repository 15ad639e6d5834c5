import type { Config } from '@wagmi/core'
import type { AppKit } from '../../../kernel/plugin'
import { readKitAccount, type KitAccount } from './readKitAccount'

/** wagmi's connector id and type for the kit (what `useAccount().connector` reports). */
export const KIT_CONNECTOR_ID = 'airlock'

/**
 * Records a connection the kit made, as wagmi's reconnect does: the connector's events switch from
 * "connect" to "change" and "disconnect". (Its own "connect" event would leave the connect listener
 * on, and each later wagmi disconnect would add another.)
 */
function recordConnection(config: Config, connector: Config['connectors'][number], account: KitAccount) {
  const { events } = config._internal
  connector.emitter.off('connect', events.connect)
  connector.emitter.off('change', events.change)
  connector.emitter.off('disconnect', events.disconnect)
  connector.emitter.on('change', events.change)
  connector.emitter.on('disconnect', events.disconnect)
  config.setState((x) => ({
    ...x,
    connections: new Map(x.connections).set(connector.uid, { accounts: account.accounts, chainId: account.chainId, connector }),
    current: connector.uid,
    status: 'connected',
  }))
}

export interface KitBridge {
  /** The kit that registered the adapter (createAppKit). */
  attach(kit: AppKit | undefined): void
  bindConfig(config: Config): void
  detach(): void
  current(): AppKit | undefined
  /** Runs wagmi's disconnect of the kit connector: the kit disconnects, wagmi records it. */
  disconnectFromWagmi(disconnect: () => Promise<void>): Promise<void>
  /** The kit, once one has registered the adapter; wagmi may ask before createAppKit has started. */
  ready(): Promise<AppKit>
}

/**
 * Keeps one wagmi config in step with one kit's eip155 connection: the kit connects, changes
 * account or chain, or disconnects, and the kit connector tells wagmi. While nothing is
 * connected the selected chain follows both ways (wagmi's switchChain then only selects).
 */
export function createKitBridge(): KitBridge {
  let kit: AppKit | undefined
  let config: Config | undefined
  let unwatch: (() => void)[] = []
  const waiting = new Set<(kit: AppKit) => void>()
  /** wagmi's own disconnect action is running: it updates wagmi's state itself. */
  let wagmiDisconnecting = false

  const connector = () => config?.connectors.find((c) => c.id === KIT_CONNECTOR_ID)

  function sync() {
    const own = connector()
    if (!kit || !config || !own) return
    const state = config.state
    const account = readKitAccount(kit)
    const connection = state.connections.get(own.uid)
    if (account) {
      // While wagmi's own connect or reconnect runs, it records the connection itself.
      if (!connection) {
        if (state.status !== 'connecting' && state.status !== 'reconnecting') recordConnection(config, own, account)
      } else if (connection.chainId !== account.chainId || connection.accounts.join() !== account.accounts.join()) {
        own.emitter.emit('change', account)
      }
      return
    }
    if (connection) {
      // Telling wagmi during its own disconnect would re-add its connect listener a second time.
      if (!wagmiDisconnecting) own.emitter.emit('disconnect')
      return
    }
    // Neither side connected: the selected network follows the kit.
    const selected = Number(kit.getCaipNetwork('eip155')?.id)
    if (selected && selected !== state.chainId && config.chains.some((c) => c.id === selected)) {
      config.setState((x) => ({ ...x, chainId: selected }))
    }
  }

  /** wagmi selected another chain with nothing connected: the kit selects it too. */
  function followWagmiChain(chainId: number) {
    if (!kit || readKitAccount(kit) || Number(kit.getCaipNetwork('eip155')?.id) === chainId) return
    const network = kit.getCaipNetworks('eip155').find((n) => Number(n.id) === chainId)
    if (network) void kit.switchNetwork(network).catch(() => undefined)
  }

  function start() {
    if (!kit || !config || unwatch.length) return
    unwatch = [
      kit.subscribeAccount(sync, 'eip155'),
      kit.subscribeNetwork(sync),
      config.subscribe((s) => s.status, sync),
      config.subscribe((s) => s.chainId, followWagmiChain),
    ]
    sync()
  }

  return {
    attach(next: AppKit | undefined) {
      if (!next || next === kit) return
      this.detach()
      kit = next
      for (const resolve of [...waiting]) resolve(next)
      waiting.clear()
      start()
    },
    bindConfig(next: Config) {
      config = next
      start()
    },
    detach() {
      unwatch.forEach((u) => u())
      unwatch = []
      kit = undefined
    },
    current: () => kit,
    async disconnectFromWagmi(disconnect: () => Promise<void>) {
      wagmiDisconnecting = true
      try {
        await disconnect()
      } finally {
        wagmiDisconnecting = false
      }
    },
    ready(): Promise<AppKit> {
      return kit ? Promise.resolve(kit) : new Promise((resolve) => waiting.add(resolve))
    },
  }
}
