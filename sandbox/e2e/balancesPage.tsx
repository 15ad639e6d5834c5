// The page of the balances and receive browser tests: the React kit with its core views, the
// real eip155 chain plugin (which finds the EIP-6963 test wallet the page announces) and the
// balances and receive plugins. Config comes from `window.__BALANCES_E2E__`.
import { createRoot } from 'react-dom/client'
import { eip155Adapter } from '../../chains/eip155'
import { KIT_CONTAINER, ROUTER, type AppKitOptions, type CaipNetwork, type Endpoints } from '../../kernel'
import { balances } from '../../plugins/balances'
import { receive } from '../../plugins/receive'
import { AppKitButton, createAppKit } from '../../ui-shell'

interface BalancesPageConfig {
  endpoints: Partial<Endpoints>
  networks: CaipNetwork[]
  features?: AppKitOptions['features']
}

const config = (window as unknown as { __BALANCES_E2E__: BalancesPageConfig }).__BALANCES_E2E__
const kit = createAppKit({
  projectId: 'airlock-e2e',
  networks: config.networks as AppKitOptions['networks'],
  endpoints: { fonts: '', ...config.endpoints },
  adapters: [eip155Adapter()],
  plugins: [balances, receive],
  features: { analytics: false, ...config.features },
})
Object.assign(window, { __kit: kit, __router: kit[KIT_CONTAINER].resolve(ROUTER) })

createRoot(document.getElementById('root')!).render(<AppKitButton />)
