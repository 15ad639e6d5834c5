import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import type { AlertId } from '../alerts/alertCatalogue'
import { createTestChainAdapter } from '../connection/testing/testChainAdapter'
import { ConfigError } from '../errors'
import { definePlugin } from '../plugins/types'
import type { AppKitNetwork, CaipNetwork } from '../types'
import { DEFAULT_ENDPOINTS, type Endpoints } from './endpoints'
import type { AppKitOptions, SIWXConfig } from './options'
import { resolveConfig, SDK_VERSION } from './resolveConfig'

const mainnet: AppKitNetwork = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
}

const solana: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
}

const siwx: SIWXConfig = {
  createMessage: async (input) => ({ ...input, domain: 'app.example', uri: 'https://app.example', version: '1', nonce: 'n0nce123' }),
  addSession: async () => {},
  revokeSession: async () => {},
  setSessions: async () => {},
  getSessions: async () => [],
}

// The option is typed with AppKit's SIWX shapes (it was `unknown`), so a config that misreads
// the session fails to compile; \`npm run typecheck\` fails if this line ever compiles.
// @ts-expect-error addSession receives a SIWXSession, whose data is no number
export const misreadSiwx: SIWXConfig = { ...siwx, addSession: async (_session: { data: number }) => {} }

const base: AppKitOptions = { projectId: 'p123', networks: [mainnet] }

function resolve(options: Partial<Record<keyof AppKitOptions, unknown>> | AppKitOptions) {
  const alerts: AlertId[] = []
  const config = resolveConfig({ ...base, ...options } as AppKitOptions, { showAlert: (id) => alerts.push(id) })
  return { config, alerts }
}

describe('resolveConfig', () => {
  it('CFG-01 without a projectId shows "Project ID Not Configured" and continues', () => {
    const showAlert = vi.fn()
    const config = resolveConfig({ networks: [mainnet] } as unknown as AppKitOptions, { showAlert })
    expect(showAlert).toHaveBeenCalledExactlyOnceWith('projectIdNotConfigured')
    expect(config.projectId).toBe('')
    expect(config.networks).toHaveLength(1)
    expect(resolve({ projectId: '' }).alerts).toEqual(['projectIdNotConfigured'])
    expect(resolve({}).alerts).toEqual([])
  })

  it('CFG-02 siweConfig together with siwx raises the exact error', () => {
    const both = () => resolve({ siwx, siweConfig: { options: {} } })
    expect(both).toThrowError(ConfigError)
    expect(both).toThrowError(/^Cannot set both `siweConfig` and `siwx` options$/)
  })

  it('CFG-03 metadata is accepted as {name, description, url, icons}', () => {
    const metadata = { name: 'Demo', description: 'A demo', url: 'https://demo.example', icons: ['https://demo.example/i.png'] }
    const { config } = resolve({ metadata })
    expect(config.metadata).toEqual(metadata)
    expect(Object.isFrozen(config.metadata)).toBe(true)
    expect(Object.isFrozen(metadata)).toBe(false)
  })

  it('CFG-04 networks, defaultNetwork, customRpcUrls and chainImages are accepted', () => {
    const { config } = resolve({
      networks: [mainnet, solana],
      defaultNetwork: solana,
      customRpcUrls: { 'eip155:1': [{ url: 'https://my-node.example/rpc', config: { batch: true } }] },
      chainImages: { 1: 'https://img.example/eth.png' },
    })
    expect(config.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
    expect(config.defaultNetwork?.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(config.networks[0].rpcUrls.default.http[0]).toBe('https://my-node.example/rpc')
    expect(config.networks[0].assets?.imageUrl).toBe('https://img.example/eth.png')
    expect(config.customRpcUrls['eip155:1']?.[0]?.config).toEqual({ batch: true })
    expect(Object.isFrozen(config.networks[0].rpcUrls.default.http)).toBe(true)
  })

  it('CFG-05 adapters are accepted and kept as the host’s live objects', () => {
    const adapter = createTestChainAdapter('eip155')
    const { config } = resolve({ adapters: [adapter] })
    expect(config.adapters[0]).toBe(adapter)
    expect(Object.isFrozen(adapter)).toBe(false)
    adapter.wallet.connected = true // the host's object stays writable
    expect(adapter.wallet.connected).toBe(true)
  })

  it('CFG-06 themeMode and themeVariables are accepted; the theme defaults to dark', () => {
    expect(resolve({}).config.themeMode).toBe('dark')
    const { config } = resolve({ themeMode: 'light', themeVariables: { '--w3m-accent': '#f00', '--w3m-z-index': 1000 } })
    expect(config.themeMode).toBe('light')
    expect(config.themeVariables).toEqual({ '--w3m-accent': '#f00', '--w3m-z-index': 1000 })
  })

  it('CFG-07 customWallets, include/exclude/featured ids and allWallets are accepted', () => {
    const { config } = resolve({
      customWallets: [{ id: 'mine', name: 'My Wallet', homepage: 'https://w.example' }],
      includeWalletIds: ['a'],
      excludeWalletIds: ['b'],
      featuredWalletIds: ['c'],
      allWallets: 'ONLY_MOBILE',
    })
    expect(config).toMatchObject({
      customWallets: [{ id: 'mine', name: 'My Wallet' }],
      includeWalletIds: ['a'],
      excludeWalletIds: ['b'],
      featuredWalletIds: ['c'],
      allWallets: 'ONLY_MOBILE',
    })
    expect(resolve({}).config).toMatchObject({ allWallets: 'SHOW', includeWalletIds: [], customWallets: [] })
  })

  it('CFG-08 termsConditionsUrl and privacyPolicyUrl are accepted', () => {
    const { config } = resolve({ termsConditionsUrl: 'https://t.example', privacyPolicyUrl: 'https://p.example' })
    expect(config.termsConditionsUrl).toBe('https://t.example')
    expect(config.privacyPolicyUrl).toBe('https://p.example')
  })

  it('CFG-09 siwx alone and siweConfig alone are each accepted', () => {
    expect(resolve({ siwx }).config.siwx).toBe(siwx)
    const siweConfig = { options: { enabled: true }, mapToSIWX: () => siwx }
    const { config } = resolve({ siweConfig })
    expect(config.siweConfig).toBe(siweConfig)
    expect(config.siwx).toBe(siwx)
  })

  it('CFG-10 features, tokens and defaultAccountTypes are accepted', () => {
    const { config } = resolve({
      features: { send: false, legalCheckbox: true, email: true },
      tokens: { 'eip155:1': { address: '0xA0b8', image: 'https://img.example/usdc.png' } },
      defaultAccountTypes: { eip155: 'eoa' },
    })
    expect(config.features).toMatchObject({ send: false, legalCheckbox: true, receive: true })
    expect(config.features).not.toHaveProperty('email') // remote-controlled, resolved by createFeatures
    expect(config.tokens['eip155:1']).toEqual({ address: '0xA0b8', image: 'https://img.example/usdc.png' })
    expect(config.defaultAccountTypes).toEqual({ bip122: 'payment', eip155: 'eoa', polkadot: 'eoa', solana: 'eoa' })
  })

  it('CFG-11 the switches are accepted as booleans, with AppKit’s defaults', () => {
    expect(resolve({}).config).toMatchObject({
      enableWalletConnect: true,
      enableEIP6963: true,
      enableNetworkSwitch: true,
      enableEmbedded: false,
      allowUnsupportedChain: false,
      manualWCControl: false,
    })
    const { config } = resolve({
      enableWalletConnect: false,
      enableEIP6963: false,
      enableNetworkSwitch: false,
      enableEmbedded: true,
      allowUnsupportedChain: true,
      manualWCControl: true,
    })
    expect(config).toMatchObject({
      enableWalletConnect: false,
      enableEIP6963: false,
      enableNetworkSwitch: false,
      enableEmbedded: true,
      allowUnsupportedChain: true,
      manualWCControl: true,
    })
    expect(() => resolve({ enableNetworkSwitch: 'yes' })).toThrowError(
      /^Invalid option `enableNetworkSwitch`: expected a boolean, got "yes"$/,
    )
  })

  it('CFG-12 identifies as sdkType appkit, sdkVersion html-core-1.7.8', () => {
    const { config } = resolve({})
    expect(config.sdkType).toBe('appkit')
    expect(config.sdkVersion).toBe('html-core-1.7.8')
    expect(SDK_VERSION).toBe('html-core-1.7.8')
  })

  it('CFG-13 the secure site defaults to the provider’s WalletConnect secure host', () => {
    const { config } = resolve({})
    expect(config.endpoints.secureSite).toBe('https://secure.walletconnect.org')
    expect(new URL(config.endpoints.secureSite).host.endsWith('walletconnect.org')).toBe(true)
    expect(config.endpoints).toEqual(DEFAULT_ENDPOINTS)
  })

  it('BYD-14 every remote base URL can be pointed elsewhere through endpoints', () => {
    const sandbox: Endpoints = {
      api: 'http://127.0.0.1:4001',
      blockchainApi: 'http://127.0.0.1:4002/',
      blockchainApiRestricted: 'http://127.0.0.1:4006',
      analytics: 'http://127.0.0.1:4003',
      relay: 'ws://127.0.0.1:4004',
      secureSite: 'http://127.0.0.1:4005',
      verify: 'http://127.0.0.1:4001/v3',
      fonts: '',
      onrampProviderB: 'http://127.0.0.1:4007/provider-b',
    }
    expect(Object.keys(sandbox).sort()).toEqual(Object.keys(DEFAULT_ENDPOINTS).sort())
    const { config } = resolve({ endpoints: sandbox })
    expect(config.endpoints).toEqual({ ...sandbox, blockchainApi: 'http://127.0.0.1:4002' })
    // The RPC gateway follows the blockchain API endpoint.
    expect(config.networks[0].rpcUrls.default.http[0]).toBe('http://127.0.0.1:4002/v1/?chainId=eip155%3A1&projectId=p123')
    expect(() => resolve({ endpoints: { api: 'not a url' } })).toThrowError(
      /^Invalid option `endpoints.api`: expected an absolute URL, got "not a url"$/,
    )
    expect(() => resolve({ endpoints: { nope: 'http://x' } as Partial<Endpoints> })).toThrowError(
      /^Invalid option `endpoints.nope`/,
    )
  })

  it('BYD-08 accepts an AppKit options object with AppKit’s names and shapes', () => {
    // Written as an AppKit host writes it; it must type-check and resolve unchanged.
    const appKitOptions: AppKitOptions = {
      adapters: [createTestChainAdapter('eip155')],
      networks: [mainnet, solana],
      defaultNetwork: mainnet,
      projectId: 'p123',
      metadata: { name: 'Demo', description: 'Demo', url: 'https://demo.example', icons: [] },
      features: { analytics: true, email: false, socials: ['google', 'x'], swaps: false, onramp: false, history: false },
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#000', '--w3m-border-radius-master': '2px' },
      allWallets: 'HIDE',
      enableWalletConnect: true,
      enableEIP6963: true,
      enableCoinbase: false,
      enableInjected: true,
      enableWallets: true,
      enableReconnect: true,
      enableAuthLogger: false,
      debug: false,
      disableAppend: false,
      coinbasePreference: 'eoaOnly',
      universalProviderConfigOverride: { methods: { eip155: ['eth_sendTransaction'] } },
      connectorImages: { injected: 'https://img.example/i.png' },
      basic: true,
    }
    const { config } = resolve(appKitOptions)
    expect(config).toMatchObject({ enableCoinbase: false, enableAuthLogger: false, debug: false, coinbasePreference: 'eoaOnly', basic: true })
    expectTypeOf<AppKitOptions['allWallets']>().toEqualTypeOf<'SHOW' | 'HIDE' | 'ONLY_MOBILE' | undefined>()
    expectTypeOf<AppKitOptions['networks']>().toEqualTypeOf<[AppKitNetwork, ...AppKitNetwork[]]>()
    expectTypeOf<AppKitOptions>().toHaveProperty('customRpcUrls')
    expectTypeOf<AppKitOptions>().toHaveProperty('siweConfig')
    expectTypeOf<AppKitOptions>().toHaveProperty('manualWCControl')
  })

  it('resolves basic mode: on by default, off with basic:false or a remote-gated plugin', () => {
    expect(resolve({}).config.basic).toBe(true)
    expect(resolve({ basic: false }).config.basic).toBe(false)
    const swap = definePlugin({ id: 'swap', feature: 'swaps' })
    expect(resolve({ plugins: [swap] }).config.basic).toBe(false)
    expect(resolve({ plugins: [definePlugin({ id: 'send', feature: 'send' })] }).config.basic).toBe(true)
  })

  it('gives a ConfigError naming the option for wrong types', () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ networks: [] }, /^Invalid option `networks`: expected a non-empty array of networks, got an array$/],
      [{ networks: [{ id: 1 }] }, /^Invalid option `networks\[0\]\.name`: expected a value/],
      [{ themeMode: 'blue' }, /^Invalid option `themeMode`: expected 'dark' \| 'light', got "blue"$/],
      [{ allWallets: true }, /^Invalid option `allWallets`: expected 'SHOW' \| 'HIDE' \| 'ONLY_MOBILE', got boolean true$/],
      [{ metadata: { icons: 'x' } }, /^Invalid option `metadata.icons`: expected an array of strings/],
      [{ customRpcUrls: { mainnet: [] } }, /^Invalid option `customRpcUrls.mainnet`: expected a CAIP-2 network id key/],
      [{ customRpcUrls: { 'eip155:1': [{}] } }, /^Invalid option `customRpcUrls.eip155:1\[0\].url`/],
      [{ includeWalletIds: [1] }, /^Invalid option `includeWalletIds\[0\]`: expected a string, got number 1$/],
      [{ defaultAccountTypes: { eip155: 'payment' } }, /^Invalid option `defaultAccountTypes.eip155`: expected 'eoa' \| 'smartAccount'/],
      [{ features: { socials: ['myspace'] } }, /^Invalid option `features.socials\[0\]`/],
      [{ projectId: 42 }, /^Invalid option `projectId`: expected a string, got number 42$/],
      [{ plugins: [{ id: 'a' }, { id: 'a' }] }, /^Invalid option `plugins\[1\].id`: expected a plugin id used once/],
    ]
    for (const [options, message] of cases) {
      expect(() => resolve(options), JSON.stringify(options)).toThrowError(message)
    }
    expect(() => resolveConfig(null as unknown as AppKitOptions, { showAlert: () => {} })).toThrowError(ConfigError)
  })

  it('returns a frozen config and never freezes the host’s objects', () => {
    const features = { send: false }
    const { config } = resolve({ features, networks: [mainnet] })
    expect(Object.isFrozen(config)).toBe(true)
    expect(Object.isFrozen(config.features)).toBe(true)
    expect(Object.isFrozen(features)).toBe(false)
    expect(Object.isFrozen(mainnet)).toBe(false)
    expect(Object.isFrozen(mainnet.rpcUrls)).toBe(false)
  })
})
