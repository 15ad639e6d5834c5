// The page the embedded wallet's Solana browser test opens: the kit with the eip155 and Solana
// chain plugins and the auth plugin on the sandbox's devnets and secure site, the account
// button, and the demo's Solana signing buttons (through the host's provider, as a dapp would).
import { createRoot } from 'react-dom/client'
import { KIT_CONTAINER, type AppKitOptions, type CaipNetwork, type Endpoints } from '../../kernel'
import { eip155Adapter } from '../../chains/eip155'
import { solanaAdapter } from '../../chains/solana'
import { auth } from '../../plugins/auth'
import { AppKitButton, createAppKit } from '../../ui-shell'
import { SolanaTestInteractions } from '../app/SolanaTestInteractions'
import { SOLANA_DEVNET_ACCOUNTS } from '../solana/accounts'
import { createSolanaTestWallet } from '../wallets/browser/createSolanaTestWallet'
import { registerWalletStandard } from '../wallets/browser/registerWalletStandard'

declare global {
  interface Window {
    __AUTH_SOLANA_E2E__?: { endpoints: Partial<Endpoints>; networks: CaipNetwork[] }
  }
}

const config = window.__AUTH_SOLANA_E2E__!
const params = new URLSearchParams(location.search)

// `?extension=solana`: a Solana extension wallet beside the embedded wallet (devnet account 2).
if (params.get('extension') === 'solana') {
  const rpcUrl = config.networks.find((n) => n.chainNamespace === 'solana')?.rpcUrls.default.http[0] ?? ''
  const seed = Uint8Array.from(SOLANA_DEVNET_ACCOUNTS[2]!.seed.match(/../g)!, (pair) => Number.parseInt(pair, 16))
  registerWalletStandard(createSolanaTestWallet({ secretKey: seed, rpcUrl, name: 'Solana Extension' }))
}

const kit = createAppKit({
  projectId: 'airlock-auth-solana-e2e',
  // `?only=solana`: a kit with Solana networks only (AUTH-05: the embedded wallet serves it too).
  networks: config.networks.filter((n) => params.get('only') !== 'solana' || n.chainNamespace === 'solana') as AppKitOptions['networks'],
  endpoints: { fonts: '', ...config.endpoints },
  metadata: { name: 'Solana auth test', description: 'Embedded wallet Solana browser test', url: location.origin, icons: [] },
  adapters: params.get('only') === 'solana' ? [solanaAdapter()] : [eip155Adapter(), solanaAdapter()],
  plugins: [auth],
  themeMode: params.get('theme') === 'light' ? 'light' : 'dark',
})
Object.assign(window, { __kit: kit, __container: kit[KIT_CONTAINER] })

createRoot(document.getElementById('root')!).render(
  <>
    <AppKitButton />
    <SolanaTestInteractions />
  </>,
)
