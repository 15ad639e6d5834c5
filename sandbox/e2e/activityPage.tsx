// The page the activity browser test opens: the kit with the real EVM chain plugin, the EIP-6963
// test wallets on the sandbox devnets, and the real balances, send and activity plugins.
// `?project=<id>` picks the sandbox project (the remote-off one turns the activity flag off).
import { createRoot } from 'react-dom/client'
import { KIT_CONTAINER, type AppKitOptions, type CaipNetwork, type Endpoints } from '../../kernel'
import { eip155Adapter } from '../../chains/eip155'
import { activity } from '../../plugins/activity'
import { balances } from '../../plugins/balances'
import { send } from '../../plugins/send'
import { AppKitButton, createAppKit } from '../../ui-shell'

declare global {
  interface Window {
    __ACTIVITY_E2E__?: { endpoints: Partial<Endpoints>; networks: CaipNetwork[] }
  }
}

const config = window.__ACTIVITY_E2E__!

const kit = createAppKit({
  projectId: new URLSearchParams(location.search).get('project') ?? 'airlock-activity-e2e',
  networks: config.networks.filter((n) => n.chainNamespace === 'eip155') as AppKitOptions['networks'],
  endpoints: { fonts: '', ...config.endpoints },
  adapters: [eip155Adapter()],
  plugins: [balances, send, activity],
})
Object.assign(window, { __kit: kit, __container: kit[KIT_CONTAINER] })

createRoot(document.getElementById('root')!).render(<AppKitButton />)
