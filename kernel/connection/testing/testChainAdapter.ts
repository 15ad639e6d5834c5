// Our own stand-in for the chain plugins (chains/eip155, chains/solana, ...) that a later issue
// brings: a real ChainAdapter over an in-memory wallet, scriptable to fail, so the kernel's
// connection orchestration can be tested without viem, @solana/* or a browser wallet.
import { ChainError, ErrorMessages } from '../../errors'
import type { ChainAdapter, ChainAdapterEvent } from '../../plugins/chainAdapter'
import type { CaipNetwork, CaipNetworkId, ChainNamespace, Connection, Connector, ConnectorType } from '../../types'

type Failure = boolean | string | Error

export interface TestChainBehaviour {
  /** Addresses the wallet holds; a per-namespace default when absent. */
  accounts?: string[]
  failConnect?: Failure
  failReconnect?: Failure
  failDisconnect?: Failure
  failSwitch?: Failure
  /** Whether reconnect finds a live session; defaults to whether the wallet is connected. */
  hasSession?: boolean
  /** Networks the wallet can switch to; any other raises "Chain is not supported". All when absent. */
  walletNetworks?: readonly CaipNetworkId[]
  connectors?: Connector[]
  /** Called synchronously as each method starts, so a test can look at kernel state mid-call. */
  onCall?: (method: TestAdapterMethod) => void
}

export type TestAdapterMethod = 'connect' | 'reconnect' | 'disconnect' | 'switchNetwork'

export interface TestWallet {
  connected: boolean
  network: CaipNetwork | undefined
  accounts: string[]
}

export interface TestChainAdapter extends ChainAdapter {
  readonly wallet: TestWallet
  /** Every connect/reconnect/disconnect/switchNetwork call, in order, with its arguments. */
  readonly calls: { method: TestAdapterMethod; args: unknown }[]
  /** Changes the behaviour from now on. */
  script(patch: Partial<TestChainBehaviour>): void
  /** Plays a wallet-side event (the user switched chain or account in the wallet). */
  emit(event: ChainAdapterEvent): void
}

const DEFAULT_ACCOUNTS: Record<string, string> = {
  eip155: '0x1111111111111111111111111111111111111111',
  solana: '7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs',
}

export function createTestConnector(
  namespace: ChainNamespace,
  overrides: Partial<Connector> & { type?: ConnectorType } = {},
): Connector {
  return {
    id: `test-${namespace}`,
    name: `Test Wallet (${namespace})`,
    type: 'INJECTED',
    chain: namespace,
    imageUrl: `https://wallet.test/${namespace}.png`,
    info: { rdns: `test.wallet.${namespace}` },
    ...overrides,
  }
}

const toError = (failure: Failure, fallback: string) =>
  failure instanceof Error ? failure : new Error(typeof failure === 'string' ? failure : fallback)

export function createTestChainAdapter(namespace: ChainNamespace, initial: TestChainBehaviour = {}): TestChainAdapter {
  let behaviour: TestChainBehaviour = { ...initial }
  const listeners = new Set<(event: ChainAdapterEvent) => void>()
  const calls: TestChainAdapter['calls'] = []
  const wallet: TestWallet = {
    connected: false,
    network: undefined,
    accounts: behaviour.accounts ?? [DEFAULT_ACCOUNTS[namespace] ?? `${namespace}-account-1`],
  }

  const enter = (method: TestAdapterMethod, args: unknown, failure: Failure | undefined) => {
    calls.push({ method, args })
    behaviour.onCall?.(method)
    if (failure) throw toError(failure, `test wallet refused ${method}`)
  }

  const session = (connector: Connector, network: CaipNetwork): Connection & { address: string; caipNetwork: CaipNetwork } => {
    wallet.connected = true
    wallet.network = network
    return {
      connectorId: connector.id,
      accounts: wallet.accounts.map((address) => ({ address, type: 'eoa' as const })),
      address: wallet.accounts[0]!,
      caipNetwork: network,
    }
  }

  return {
    namespace,
    wallet,
    calls,
    script(patch) {
      behaviour = { ...behaviour, ...patch }
      if (patch.accounts) wallet.accounts = [...patch.accounts]
    },
    emit(event) {
      if (event.type === 'accountsChanged') wallet.accounts = [...event.accounts]
      if (event.type === 'disconnect') wallet.connected = false
      for (const listener of [...listeners]) listener(event)
    },
    isAddress: (address) =>
      namespace === 'eip155'
        ? /^0x[0-9a-fA-F]{40}$/.test(address)
        : namespace === 'solana'
          ? /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)
          : address.length > 0,
    getConnectors: () => behaviour.connectors ?? [createTestConnector(namespace)],
    async connect({ connector, network }) {
      enter('connect', { connector, network }, behaviour.failConnect)
      return session(connector, network)
    },
    async reconnect({ connector, network }) {
      enter('reconnect', { connector, network }, behaviour.failReconnect)
      const alive = behaviour.hasSession ?? wallet.connected
      return alive ? session(connector, network) : undefined
    },
    async disconnect(args) {
      enter('disconnect', args, behaviour.failDisconnect)
      wallet.connected = false
    },
    async switchNetwork({ network, connector }) {
      enter('switchNetwork', { network, connector }, behaviour.failSwitch)
      if (behaviour.walletNetworks && !behaviour.walletNetworks.includes(network.caipNetworkId)) {
        throw new ChainError(ErrorMessages.chainNotSupported)
      }
      wallet.network = network
    },
    watchWallet(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
