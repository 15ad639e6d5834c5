// The page the WalletConnect and networks browser tests open: a host app with the kit's real
// views (core views), the real EVM chain plugin (EIP-6963 test wallets announce themselves) and
// the real walletconnect plugin on the sandbox relay, with a pairing clock the test can move.
import { createRoot } from 'react-dom/client'
import { eip155Adapter } from '../../chains/eip155'
import {
  CONNECTION_CONTROLLER,
  CONNECTORS_STORE,
  definePlugin,
  KIT_CONTAINER,
  MODAL,
  ROUTER,
  SERVICES,
  WALLETCONNECT,
  type AppKitOptions,
} from '../../kernel'
import { AppKitButton, AppKitNetworkButton, createAppKit } from '../../ui-shell'
import './testPageConfig'

/** Added to the pairing store's clock: a test moves it to expire a URI without waiting 4 minutes. */
const pairingClock = { offsetMs: 0 }

const walletConnect = definePlugin({
  id: 'walletConnect',
  load: async () => {
    const { activate } = await import('../../plugins/walletconnect/activate')
    return { activate: (ctx) => activate(ctx, { env: { now: () => Date.now() + pairingClock.offsetMs } }) }
  },
})

const config = window.__E2E__ ?? {}
const kit = createAppKit({
  projectId: 'airlock-e2e',
  networks: config.networks as AppKitOptions['networks'],
  endpoints: { fonts: '', ...config.endpoints },
  adapters: [eip155Adapter()],
  plugins: [walletConnect],
  metadata: { name: 'Airlock e2e', description: 'WalletConnect browser test', url: location.origin, icons: [] },
  ...config.options,
})

const c = kit[KIT_CONTAINER]
Object.assign(window, {
  __kit: kit,
  __router: c.resolve(ROUTER),
  __modal: c.resolve(MODAL),
  __pairingClock: pairingClock,
  /** The WalletConnect service, once the plugin activated. */
  __walletConnect: () => c.resolve(SERVICES).find(WALLETCONNECT),
  /** Connects the announced wallet with this rdns the way a picked connector would. */
  __connectAnnounced: async (rdns: string) => {
    await kit.ready()
    const connector = c.resolve(CONNECTORS_STORE).getState().connectors.find((x) => x.info?.rdns === rdns || x.id === rdns)
    if (!connector) throw new Error(`no connector for ${rdns}`)
    await c.resolve(CONNECTION_CONTROLLER).connect({ connector })
  },
})
void kit.ready().then(() => Object.assign(window, { __ready: true }))

createRoot(document.getElementById('root')!).render(
  <div id="host-controls">
    <AppKitButton />
    <AppKitNetworkButton />
  </div>,
)
