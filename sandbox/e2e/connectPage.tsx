// The page the Connect/AllWallets browser tests open: the demo host's shape (sandbox config,
// then the test wallets from `?wallets=`, then the app) with the real views, the EVM chain
// plugin and the WalletConnect plugin. Options come from `window.__CONNECT_E2E__`.
import { createRoot } from 'react-dom/client'
import { eip155Adapter } from '../../chains/eip155'
import { CONNECTION_CONTROLLER, CONNECTORS_STORE, KIT_CONTAINER, MODAL, ROUTER, WALLET_CATALOGUE, type AppKitOptions, type CaipNetwork, type Endpoints } from '../../kernel'
import { mainnet, polygon } from '../../kernel/networks'
import { walletConnect } from '../../plugins/walletconnect'
import { AppKitButton, createAppKit, type ReactAppKitOptions } from '../../ui-shell'

interface ConnectPageConfig {
  endpoints: Partial<Endpoints>
  rpcUrl: string
  options?: Partial<Omit<ReactAppKitOptions, 'networks' | 'plugins' | 'adapters'>>
}

const config = (window as unknown as { __CONNECT_E2E__: ConnectPageConfig }).__CONNECT_E2E__
const withRpc = (network: CaipNetwork): CaipNetwork => ({ ...network, rpcUrls: { default: { http: [config.rpcUrl] } } })

const kit = createAppKit({
  projectId: 'airlock-e2e',
  networks: [withRpc(mainnet), withRpc(polygon)] as AppKitOptions['networks'],
  adapters: [eip155Adapter()],
  plugins: [walletConnect],
  endpoints: { fonts: '', ...config.endpoints },
  metadata: { name: 'Airlock e2e', description: 'Connect views', url: location.origin, icons: [] },
  modalPreload: 'open',
  ...config.options,
})

const c = kit[KIT_CONTAINER]
Object.assign(window, {
  __kit: kit,
  __router: c.resolve(ROUTER),
  __modal: c.resolve(MODAL),
  __catalogue: c.resolve(WALLET_CATALOGUE),
  __connection: c.resolve(CONNECTION_CONTROLLER),
  __connectors: c.resolve(CONNECTORS_STORE),
})

createRoot(document.getElementById('root')!).render(<AppKitButton />)
