// The page the names browser test opens: the kit with the real EVM chain plugin, the EIP-6963
// test wallets on the sandbox devnets, and the real names plugin against the sandbox's name service.
import { createRoot } from 'react-dom/client'
import { KIT_CONTAINER, type AppKitOptions, type CaipNetwork, type Endpoints } from '../../kernel'
import { eip155Adapter } from '../../chains/eip155'
import { names } from '../../plugins/names'
import { AppKitButton, createAppKit } from '../../ui-shell'

declare global {
  interface Window {
    __NAMES_E2E__?: { endpoints: Partial<Endpoints>; networks: CaipNetwork[] }
  }
}

const config = window.__NAMES_E2E__!
const query = new URLSearchParams(location.search)

const kit = createAppKit({
  projectId: 'airlock-names-e2e',
  networks: config.networks.filter((n) => n.chainNamespace === 'eip155') as AppKitOptions['networks'],
  endpoints: { fonts: '', ...config.endpoints },
  adapters: [eip155Adapter()],
  plugins: [names],
  themeMode: query.get('theme') === 'light' ? 'light' : 'dark',
})
Object.assign(window, { __kit: kit, __container: kit[KIT_CONTAINER] })

createRoot(document.getElementById('root')!).render(<AppKitButton />)
