// The page the swap browser test opens: the kit with the real EVM chain plugin, the EIP-6963
// test wallets on the sandbox devnets, and the real balances and swap plugins.
// `?extra=sepolia` adds a network outside the swap list (on the chain-1 devnet's RPC, so the
// wallet can be on it); `?project=` picks a sandbox project (its remote features).
import { createRoot } from 'react-dom/client'
import { KIT_CONTAINER, type AppKitOptions, type CaipNetwork, type Endpoints } from '../../kernel'
import { eip155Adapter } from '../../chains/eip155'
import { balances } from '../../plugins/balances'
import { swap } from '../../plugins/swap'
import { AppKitButton, createAppKit } from '../../ui-shell'

declare global {
  interface Window {
    __SWAP_E2E__?: { endpoints: Partial<Endpoints>; networks: CaipNetwork[] }
  }
}

const config = window.__SWAP_E2E__!
const query = new URLSearchParams(location.search)
const evm = config.networks.filter((n) => n.chainNamespace === 'eip155')
const sepolia: CaipNetwork = { ...evm[0]!, id: 11155111, caipNetworkId: 'eip155:11155111', name: 'Sepolia', testnet: true }
const networks = query.get('extra') === 'sepolia' ? [...evm, sepolia] : evm

const kit = createAppKit({
  projectId: query.get('project') ?? 'airlock-swap-e2e',
  networks: networks as AppKitOptions['networks'],
  endpoints: { fonts: '', ...config.endpoints },
  adapters: [eip155Adapter()],
  plugins: [balances, swap],
  themeMode: 'dark',
})
Object.assign(window, { __kit: kit, __container: kit[KIT_CONTAINER], __sepolia: sepolia })

createRoot(document.getElementById('root')!).render(<AppKitButton />)
