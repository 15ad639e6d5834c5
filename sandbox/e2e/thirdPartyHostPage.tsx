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
import { nearChain, nearSandbox } from '../../examples/near-chain/src'
import { NearVerifier } from '../../examples/near-chain/src/NearVerifier'
import { createNearTestWallet } from '../../examples/near-chain/testing/createNearTestWallet'
import { balances } from 'airlock/plugins/balances'
import { send } from 'airlock/plugins/send'
import { siwx } from 'airlock/plugins/siwx'
import { DefaultSIWX } from 'airlock/siwx'

export interface ThirdPartyPageConfig {
  endpoints: Partial<Endpoints>
  /** Dead on purpose: nothing here reads the EVM chain. */
  rpcUrl: string
  features?: Record<string, boolean>
  themeMode?: 'light' | 'dark'
  /** The NEAR-like example with the kit's balances, send and sign-in: its ledger's URL. */
  nearLedger?: string
}

const config = (window as unknown as { __THIRD_PARTY_E2E__: ThirdPartyPageConfig }).__THIRD_PARTY_E2E__

// A host has no public call for an adapter's signMessage; a one-line plugin of its own gets the
// context, through which the cosmos adapter is reachable (see the report's SDK notes).
let context: PluginContext | undefined
const signer = definePlugin({ id: 'hostSigner', load: async () => ({ activate: (ctx: PluginContext) => void (context = ctx) }) })

// The NEAR-like family goes through the kit end to end: its balance (balances plugin → the
// adapter's getBalance), sign-in (siwx with the example's verifier) and Send (send plugin →
// sendTransfer). The test wallet stands in for a browser extension.
const near = config.nearLedger
  ? {
      networks: [{ ...nearSandbox, rpcUrls: { default: { http: [config.nearLedger] } } }],
      plugins: [nearChain(), balances, send, siwx],
      siwx: new DefaultSIWX({ verifiers: [new NearVerifier()] }),
    }
  : undefined
if (near) Object.assign(window, { nearWallet: createNearTestWallet() })

const kit = createAppKit({
  projectId: 'airlock-third-party-e2e',
  networks: [{ ...mainnet, rpcUrls: { default: { http: [config.rpcUrl] } } }, ...(near?.networks ?? []), cosmosHub, cosmosTestnet],
  endpoints: { fonts: '', ...config.endpoints },
  adapters: [eip155Adapter()],
  plugins: [cosmosChain(), addressBook, signer, ...(near?.plugins ?? [])],
  siwx: near?.siwx,
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

Object.assign(window, { __kit: kit, __signCosmos: signCosmos, __siwx: near?.siwx })
createRoot(document.getElementById('root')!).render(<AppKitButton />)
