// Starts the sandbox services in-process for a host app's tests (BYD-07) and for `npm start`.
// Each service module is imported only when asked for, so `services: ['api']` never loads
// ganache or litesvm (a native module) and starts in a fraction of the time.
import type { ApiServer } from '../api'
import type { ChainRoutes } from '../evm/chainRoutes'
import type { EvmDevnets } from '../evm/types'
import type { Relay } from '../relay'
import type { SecureSite } from '../secure'
import type { SolanaDevnet } from '../solana/startSolanaDevnet'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { SOLANA_DEVNET_ACCOUNTS } from '../solana/accounts'
import { TRON_TEST_ACCOUNTS } from '../tron/accounts'
import type { TronNode } from '../tron/startTronNode'
import type { DeliveryChains } from '../onramp/deliverPurchase'
import { closeAll, type Closable } from './closeAll'
import { sandboxNetworks } from './sandboxNetworks'
import { startProxiedEvmDevnets } from './startProxiedEvmDevnets'
import { SandboxStartError } from './SandboxStartError'
import { DEFAULT_SANDBOX_SERVICES, SANDBOX_SERVICES, type DefaultSandboxService, type Sandbox, type SandboxEndpoints, type SandboxService, type StartSandboxOptions } from './types'

const LOOPBACK = '127.0.0.1'

export async function startSandbox<S extends SandboxService = DefaultSandboxService>(
  opts: StartSandboxOptions<S> = {},
): Promise<Sandbox<S>> {
  const services = [...new Set(opts.services ?? (DEFAULT_SANDBOX_SERVICES as readonly S[]))]
  const unknown = services.filter((s) => !SANDBOX_SERVICES.includes(s))
  if (unknown.length) throw new Error(`Unknown sandbox service: ${unknown.join(', ')} (known: ${SANDBOX_SERVICES.join(', ')})`)
  // Checked at run time too: JS callers could pass 0.0.0.0 and expose funded keys to the network.
  const host = opts.host ?? LOOPBACK
  if (host !== LOOPBACK) throw new Error(`The sandbox listens on ${LOOPBACK} only, not ${String(host)}`)
  const ports = opts.ports ?? {}
  const wants = (service: SandboxService) => (services as readonly SandboxService[]).includes(service)
  if (wants('onramp') && !wants('api')) throw new Error('The onramp service needs the api service (its on-ramp routes point at the checkouts)')

  const closables: Closable[] = []
  const starting: Promise<unknown>[] = []
  const start = <T extends { close(): Promise<void> }>(service: SandboxService, run: () => Promise<T>): Promise<T> => {
    const promise = run().then(
      (handle) => {
        closables.push({ name: service, close: () => handle.close() })
        return handle
      },
      (error: unknown) => Promise.reject(new SandboxStartError(service, error)),
    )
    starting.push(promise)
    return promise
  }

  const solanaModule = wants('solana') ? import('../solana') : undefined
  const apiPromise = wants('api')
    ? start('api', async () => (await import('../api')).startApiServer({ host, port: ports.api ?? 0 }))
    : undefined
  const evmPromise = wants('evm')
    ? start('evm', () => startProxiedEvmDevnets(host, { mainnet: ports.evmMainnet, polygon: ports.evmPolygon }))
    : undefined
  const solanaPromise = solanaModule
    ? start('solana', async () => (await solanaModule).startSolanaDevnet({ host, port: ports.solana ?? 0 }))
    : undefined
  const tronPromise = wants('tron')
    ? start('tron', async () => (await import('../tron')).startTronNode({ host, port: ports.tron ?? 0 }))
    : undefined
  const relayPromise = wants('relay')
    ? start('relay', async () => (await import('../relay')).startRelay({ host, port: ports.relay ?? 0 }))
    : undefined

  const securePromise = wants('secureSite')
    ? start('secureSite', async () =>
        (await import('../secure')).startSecureSite({
          host,
          port: ports.secureSite ?? 0,
          // AUTH-13: the frame is served only to origins the project's allowlist (the API's) names exactly.
          projectOrigins: apiPromise ? async (projectId) => (await apiPromise).projects.resolve(projectId).allowedOrigins : undefined,
          // The frame's own network table: the devnets this sandbox runs, under their real ids and names.
          networks: await secureSiteNetworks(evmPromise, solanaPromise),
          // The demo's "Fund" button: 1 coin on each EVM devnet for a fresh embedded account.
          faucet: evmPromise
            ? async (address) => {
                const { devnets } = await evmPromise
                await Promise.all(Object.values(devnets.chains).map((chain) => chain.fund(address, { native: '1' })))
              }
            : undefined,
          smartAccounts: evmPromise ? await smartAccountSupport(evmPromise) : undefined,
        }),
      )
    : undefined

  const settled = await Promise.allSettled(starting)
  const failure = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (failure) {
    // Do not leak the services that did start: a retry on the same ports would fail.
    await closeAll(closables).catch(() => undefined)
    throw failure.reason
  }

  const [api, proxiedEvm, solana, relay, secureSite, tron] = await Promise.all([apiPromise, evmPromise, solanaPromise, relayPromise, securePromise, tronPromise])
  const evm = proxiedEvm?.devnets

  let chainRoutes: ChainRoutes | undefined
  try {
    chainRoutes = api && evm ? await wireChainRoutes(api, evm, solana, solanaModule) : undefined
    if (api && evm) await verifySignaturesOnChain(api, evm)
  } catch (error) {
    await closeAll(closables).catch(() => undefined)
    throw error
  }

  // The on-ramp checkouts need the chains they deliver on, so they start last, on their own origin.
  let onramp: Awaited<ReturnType<typeof wireOnrampCheckout>> | undefined
  try {
    onramp = api && wants('onramp') ? await wireOnrampCheckout(api, { evm, solana }, host, ports.onramp ?? 0) : undefined
  } catch (error) {
    await closeAll(closables).catch(() => undefined)
    throw new SandboxStartError('onramp', error)
  }
  if (onramp) closables.push({ name: 'onramp', close: () => onramp!.checkout.close() })

  const evmUrls = proxiedEvm?.urls
  let closing: Promise<void> | undefined
  const sandbox: Sandbox = {
    services: services as SandboxService[],
    urls: {
      api: api?.url as string,
      blockchainApi: api?.url as string,
      relay: relay?.url as string,
      evm: evmUrls as { 1: string; 137: string },
      solana: solana?.rpcUrl as string,
      onrampCheckout: onramp?.checkout.url as string,
      secureSite: secureSite?.url as string,
      mailbox: secureSite?.mailboxUrl as string,
      tron: tron?.url as string,
    },
    endpoints: { ...sandboxEndpoints(api, relay, secureSite), ...(onramp ? { onrampProviderB: `${onramp.checkout.url}/provider-b` } : {}) },
    networks: sandboxNetworks({ evm: evmUrls, solana, tron: tron?.url }) as Sandbox['networks'],
    accounts: { evm: DEVNET_ACCOUNTS, solana: SOLANA_DEVNET_ACCOUNTS, tron: TRON_TEST_ACCOUNTS },
    api: api as ApiServer,
    relay: relay as Relay,
    secureSite: secureSite as SecureSite,
    devnets: { evm: evm as EvmDevnets, solana: solana as SolanaDevnet, tron: tron as TronNode },
    chainRoutes,
    onrampPurchases: onramp?.purchases as Sandbox['onrampPurchases'],
    allowOrigin(pageUrl) {
      if (!api) throw new Error('allowOrigin needs the api service (the project allowlists live there)')
      api.projects.allowOrigin(pageUrl)
    },
    // Idempotent: a test's afterAll and a failing test may both close.
    close: () => (closing ??= closeAll(closables)),
  }
  // The conditional types cannot be produced without casts; the fields match `services`.
  return sandbox as unknown as Sandbox<S>
}

async function wireChainRoutes(
  api: ApiServer,
  evm: EvmDevnets,
  solana: SolanaDevnet | undefined,
  solanaModule: Promise<typeof import('../solana')> | undefined,
): Promise<ChainRoutes> {
  const { registerChainRoutes } = await import('../evm')
  const getSolanaBalances = solana && solanaModule ? (await solanaModule).getSolanaBalances : undefined
  return registerChainRoutes(api.routes, evm, {
    solana:
      solana && getSolanaBalances
        ? { getBalances: (address) => getSolanaBalances(solana, address), rpcUrl: solana.rpcUrl }
        : undefined,
  })
}

async function wireOnrampCheckout(api: ApiServer, chains: DeliveryChains, host: '127.0.0.1', port: number) {
  const { createOnrampPurchases, mountOnrampCheckoutRoutes, startOnrampCheckout } = await import('../onramp')
  const purchases = createOnrampPurchases()
  const checkout = await startOnrampCheckout({ purchases, chains, host, port })
  mountOnrampCheckoutRoutes(api.routes, checkout.url, purchases, chains)
  return { purchases, checkout }
}

function sandboxEndpoints(api: ApiServer | undefined, relay: Relay | undefined, secureSite: SecureSite | undefined): SandboxEndpoints {
  // System fonts: the provider's stylesheet is a remote the sandbox does not serve.
  const endpoints: SandboxEndpoints = { fonts: '' }
  if (api) {
    // One server answers the catalogue, the blockchain API and the analytics sink. Without the
    // secure site started, its endpoint points here too and fails fast (404) instead of going out.
    Object.assign(endpoints, { api: api.url, blockchainApi: api.url, analytics: api.url, secureSite: api.url, verify: `${api.url}/v3` })
  }
  if (relay) endpoints.relay = relay.url
  if (secureSite) endpoints.secureSite = secureSite.url
  return endpoints
}

/** The devnets as the secure site's network table; a devnet that failed to start is left out (its own error is reported). */
async function secureSiteNetworks(evmPromise: Promise<{ urls: { 1: string; 137: string } }> | undefined, solanaPromise: Promise<SolanaDevnet> | undefined) {
  const [evm, solana, { secureNetworksFrom }] = await Promise.all([evmPromise?.catch(() => undefined), solanaPromise?.catch(() => undefined), import('../secure/secureNetworks')])
  return secureNetworksFrom(sandboxNetworks({ evm: evm?.urls, solana }))
}

/** The embedded wallet's smart accounts on the devnets: one factory address, the relayer per chain. */
async function smartAccountSupport(evmPromise: Promise<{ devnets: EvmDevnets }>) {
  const [{ devnets }, { relaySmartAccountCall }] = await Promise.all([evmPromise, import('../evm/relaySmartAccountCall')])
  const chains = Object.values(devnets.chains)
  const factory = chains[0]!.smartAccountFactory
  // The frame computes one address for all chains, which holds because every devnet deploys alike.
  if (chains.some((c) => c.smartAccountFactory !== factory)) throw new Error('The devnets disagree on the smart-account factory address')
  return {
    factory,
    relay(chainId: number, call: { to: string; data: string }) {
      const devnet = chains.find((c) => c.chainId === chainId)
      if (!devnet) return Promise.reject(new Error(`No devnet for chain ${chainId}`))
      return relaySmartAccountCall(devnet, call)
    },
  }
}

/**
 * eip155 signatures the sandbox services check (names, SIWX, session revokes): the signer's
 * recovery first (EOAs); else ERC-1271 / ERC-6492 on the devnet of the chain named, or on each.
 */
async function verifySignaturesOnChain(api: ApiServer, evm: EvmDevnets) {
  const { createPublicClient, custom, verifyMessage } = await import('viem')
  api.signatures.set(async ({ address, message, signature, chainId }) => {
    if (await verifyMessage({ address, message, signature }).catch(() => false)) return true
    const chains = Object.values(evm.chains).filter((c) => chainId === undefined || c.chainId === Number(chainId))
    for (const devnet of chains) {
      const client = createPublicClient({ transport: custom(devnet.provider) })
      if (await client.verifyMessage({ address, message, signature }).catch(() => false)) return true
    }
    return false
  })
}
