// The page the send browser test opens: the kit with the real EVM chain plugin, the EIP-6963
// test wallets on the sandbox devnets, and the real balances and send plugins.
// `?send=off` turns the send feature off, to check its chunks are then never fetched.
import { createRoot } from 'react-dom/client'
import { KIT_CONTAINER, type AppKitOptions, type CaipNetwork, type Endpoints } from '../../kernel'
import { eip155Adapter } from '../../chains/eip155'
import { balances } from '../../plugins/balances'
import { send } from '../../plugins/send'
import { AppKitButton, createAppKit } from '../../ui-shell'

declare global {
  interface Window {
    __SEND_E2E__?: { endpoints: Partial<Endpoints>; networks: CaipNetwork[] }
  }
}

const config = window.__SEND_E2E__!
const adapter = eip155Adapter()

const kit = createAppKit({
  projectId: 'airlock-send-e2e',
  networks: config.networks.filter((n) => n.chainNamespace === 'eip155') as AppKitOptions['networks'],
  endpoints: { fonts: '', ...config.endpoints },
  adapters: [adapter],
  plugins: [balances, send],
  features: { send: new URLSearchParams(location.search).get('send') !== 'off' },
})
Object.assign(window, { __kit: kit, __container: kit[KIT_CONTAINER] })

createRoot(document.getElementById('root')!).render(<AppKitButton />)
