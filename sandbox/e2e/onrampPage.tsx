// The page the on-ramp browser test opens: the kit with the real EVM and Solana chain plugins,
// the EIP-6963 and Wallet Standard test wallets on the sandbox devnets, and the real balances,
// on-ramp and activity plugins.
// `?onramp=off` uses a project whose remote config turns the on-ramp feature off.
import { createRoot } from 'react-dom/client'
import { KIT_CONTAINER, type AppKitOptions, type CaipNetwork, type Endpoints } from '../../kernel'
import { eip155Adapter } from '../../chains/eip155'
import { solanaAdapter } from '../../chains/solana'
import { activity } from '../../plugins/activity'
import { balances } from '../../plugins/balances'
import { onramp } from '../../plugins/onramp'
import { AppKitButton, createAppKit } from '../../ui-shell'

declare global {
  interface Window {
    __ONRAMP_E2E__?: { endpoints: Partial<Endpoints>; networks: CaipNetwork[] }
  }
}

const config = window.__ONRAMP_E2E__!
// `?onramp=off`: a project whose remote config turns the flag off (remote config wins over local).
const off = new URLSearchParams(location.search).get('onramp') === 'off'

const kit = createAppKit({
  projectId: off ? 'sandbox-remote-off' : 'airlock-onramp-e2e',
  networks: config.networks as AppKitOptions['networks'],
  endpoints: { fonts: '', ...config.endpoints },
  adapters: [eip155Adapter(), solanaAdapter()],
  plugins: [balances, onramp, activity],
})
Object.assign(window, { __kit: kit, __container: kit[KIT_CONTAINER] })

createRoot(document.getElementById('root')!).render(<AppKitButton />)
