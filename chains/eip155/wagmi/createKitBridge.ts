import type { Config } from '@wagmi/core'
import type { AppKit } from '../../../kernel/plugin'
import { readKitAccount } from './readKitAccount'

/** wagmi's connector id and type for the kit (what `useAccount().connector` reports). */
export const KIT_CONNECTOR_ID = 'airlock'

/**
 * Keeps one wagmi config in step with one kit's eip155 connection: the kit connects, changes
 * account or chain, or disconnects, and the kit connector tells wagmi. While nothing is
 * connected the selected chain follows both ways (wagmi's switchChain then only selects).
 */
export function createKitBridge() {
  let kit: AppKit | undefined
  let config: Config | undefined
  let unwatch: (() => void)[] = []
  const waiting = new Set<(kit: AppKit) => void>()

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
        if (state.status !== 'connecting' && state.status !== 'reconnecting') own.emitter.emit('connect', account)
      } else if (connection.chainId !== account.chainId || connection.accounts.join() !== account.accounts.join()) {
        own.emitter.emit('change', account)
      }
      return
    }
    if (connection) {
      own.emitter.emit('disconnect')
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
    /** The kit that registered the adapter (createAppKit). */
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
    /** The kit, once one has registered the adapter; wagmi may ask before createAppKit has started. */
    ready(): Promise<AppKit> {
      return kit ? Promise.resolve(kit) : new Promise((resolve) => waiting.add(resolve))
    },
  }
}

export type KitBridge = ReturnType<typeof createKitBridge>
