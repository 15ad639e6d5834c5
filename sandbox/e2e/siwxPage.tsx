// The page the sign-in browser test opens: the kit with the real EVM chain plugin, the EIP-6963
// test wallets on the sandbox devnets and the siwx plugin, configured as the demo's `?siwx=`
// modes are (required DefaultSIWX when absent; `default` optional; `cloud` CloudAuthSIWX on the
// sandbox auth server; `siwe` a createSIWEConfig host backend).
import { createRoot } from 'react-dom/client'
import { KIT_CONTAINER, type AppKitOptions, type CaipNetwork, type Endpoints } from '../../kernel'
import { eip155Adapter } from '../../chains/eip155'
import { siwx as siwxPlugin } from '../../plugins/siwx'
import { AppKitButton, createAppKit } from '../../ui-shell'
import { AuthenticationStatus } from '../app/AuthenticationStatus'
import { demoSiwxOptions } from '../app/demoSiwx'
import { readDemoSiwxMode } from '../app/demoSiwxMode'

declare global {
  interface Window {
    __SIWX_E2E__?: { endpoints: Partial<Endpoints>; networks: CaipNetwork[] }
  }
}

const config = window.__SIWX_E2E__!
const signIn = demoSiwxOptions(readDemoSiwxMode(location.search) ?? 'required')
const siwx = signIn.client!

const kit = createAppKit({
  projectId: 'airlock-siwx-e2e',
  networks: config.networks.filter((n) => n.chainNamespace === 'eip155') as AppKitOptions['networks'],
  endpoints: { fonts: '', ...config.endpoints },
  metadata: { name: 'Airlock Sign-in Test', description: 'SIWX browser test', url: location.origin, icons: [] },
  adapters: [eip155Adapter()],
  plugins: [siwxPlugin],
  ...signIn.options,
})
Object.assign(window, { __kit: kit, __container: kit[KIT_CONTAINER], __siwx: siwx })

createRoot(document.getElementById('root')!).render(
  <>
    <AppKitButton />
    <AuthenticationStatus kit={kit} siwx={siwx} />
  </>,
)
