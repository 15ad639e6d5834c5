// The host page of the third-party plugins' browser test. Bundled against the packed package
// (packedPackage.ts): every `airlock/*` import below, and the examples' own, is the published
// dist/ — the two example plugins are imported from examples/ as a host imports a package.
import { eip155Adapter } from 'airlock/chains/eip155'
import { mainnet } from 'airlock/networks'
import { definePlugin, type AppKitOptions, type Endpoints, type PluginContext } from 'airlock/plugin'
import { AppKitButton, createAppKit } from 'airlock/react'
import { createRoot } from 'react-dom/client'
import { addressBook } from '../../examples/address-book/src'
import type { CosmosAccount } from '../../examples/cosmos-chain/src'
import { cosmosChain, cosmosHub, cosmosTestnet } from '../../examples/cosmos-chain/src'

export interface ThirdPartyPageConfig {
  endpoints: Partial<Endpoints>
  /** Dead on purpose: nothing here reads the EVM chain. */
  rpcUrl: string
  features?: Record<string, boolean>
  themeMode?: 'light' | 'dark'
}

const config = (window as unknown as { __THIRD_PARTY_E2E__: ThirdPartyPageConfig }).__THIRD_PARTY_E2E__

// A host has no public call for an adapter's signMessage; a one-line plugin of its own gets the
// context, through which the cosmos adapter is reachable (see the report's SDK notes).
let context: PluginContext | undefined
const signer = definePlugin({ id: 'hostSigner', load: async () => ({ activate: (ctx: PluginContext) => void (context = ctx) }) })

const kit = createAppKit({
  projectId: 'airlock-third-party-e2e',
  networks: [{ ...mainnet, rpcUrls: { default: { http: [config.rpcUrl] } } }, cosmosHub, cosmosTestnet],
  endpoints: { fonts: '', ...config.endpoints },
  adapters: [eip155Adapter()],
  plugins: [cosmosChain(), addressBook, signer],
  themeMode: config.themeMode ?? 'dark',
  features: config.features as AppKitOptions['features'],
})

async function signCosmos(message: string) {
  const address = kit.getAddress('cosmos')!
  const provider = kit.getProvider('cosmos')!
  const signature = await context!.chains.get('cosmos').signMessage!({ message, address, provider })
  const [account] = (await provider.request({ method: 'cosmos_getAccounts' })) as CosmosAccount[]
  return { address, signature, publicKey: account!.pubkey }
}

Object.assign(window, { __kit: kit, __signCosmos: signCosmos })
createRoot(document.getElementById('root')!).render(<AppKitButton />)
