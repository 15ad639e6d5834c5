// The page the Solana and WalletConnect sign-in browser test opens: the kit with one chain family
// (`?ns=solana` or eip155), the walletconnect plugin on the sandbox relay and the siwx plugin
// configured as the demo's `?siwx=` modes (absent: no sign-in). It records every view the modal
// showed, so a test can tell that SIWXSignMessage never appeared.
import { createRoot } from 'react-dom/client'
import { eip155Adapter } from '../../chains/eip155'
import { solanaAdapter } from '../../chains/solana'
import { KIT_CONTAINER, ROUTER, type AppKitOptions, type CaipNetwork, type Endpoints } from '../../kernel'
import { siwx as siwxPlugin, type SIWXSession } from '../../plugins/siwx'
import { SolanaVerifier } from '../../plugins/siwx/configs'
import { walletConnect } from '../../plugins/walletconnect'
import { AppKitButton, createAppKit } from '../../ui-shell'
import { AuthenticationStatus } from '../app/AuthenticationStatus'
import { demoSiwxOptions } from '../app/demoSiwx'
import { readDemoSiwxMode } from '../app/demoSiwxMode'

declare global {
  interface Window {
    __SIWX_WALLETS_E2E__?: { endpoints: Partial<Endpoints>; networks: CaipNetwork[] }
  }
}

const config = window.__SIWX_WALLETS_E2E__!
const namespace = new URLSearchParams(location.search).get('ns') === 'solana' ? 'solana' : 'eip155'
const signIn = demoSiwxOptions(readDemoSiwxMode(location.search))

const kit = createAppKit({
  projectId: 'airlock-siwx-wallets-e2e',
  networks: config.networks.filter((n) => n.chainNamespace === namespace) as AppKitOptions['networks'],
  endpoints: { fonts: '', ...config.endpoints },
  metadata: { name: 'Airlock Sign-in Test', description: 'Solana and WalletConnect sign-in browser test', url: location.origin, icons: [] },
  adapters: [namespace === 'solana' ? solanaAdapter() : eip155Adapter()],
  plugins: [walletConnect, siwxPlugin],
  ...signIn.options,
})

const router = kit[KIT_CONTAINER].resolve(ROUTER)
const views: string[] = []
router.subscribe(() => {
  const { view } = router.getState()
  if (views.at(-1) !== view) views.push(view)
})
Object.assign(window, {
  __kit: kit,
  __siwx: signIn.client,
  __views: views,
  /** The kit's Solana verifier on its own, to check a stored session outside DefaultSIWX. */
  __verifySolana: (session: SIWXSession) => new SolanaVerifier().verify(session),
})

createRoot(document.getElementById('root')!).render(
  <>
    <AppKitButton />
    {signIn.client ? <AuthenticationStatus kit={kit} siwx={signIn.client} /> : null}
  </>,
)
