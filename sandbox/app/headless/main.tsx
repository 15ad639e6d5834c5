// The /headless demo page: a host's own connect UI on Airlock's headless API only
// (useAppKitWallets, useAppKitEmailLogin, the account hooks). `features.headless` keeps every
// modal, view and design-system chunk off the page; the browser test counts them (0).
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppKit } from 'airlock/react'
import { mainnet, polygon } from 'airlock/networks'
import { eip155Adapter } from 'airlock/chains/eip155'
import { walletConnect } from 'airlock/plugins/walletconnect'
import { auth } from 'airlock/plugins/auth'
import { withSandboxRemotes } from '../withSandboxRemotes'
import { HeadlessApp } from './HeadlessApp'

const kit = createAppKit(
  withSandboxRemotes({
    projectId: 'airlock-headless-demo',
    networks: [mainnet, polygon],
    metadata: { name: 'Airlock headless demo', description: 'A connect UI of its own', url: location.origin, icons: [] },
    adapters: [eip155Adapter()],
    plugins: [walletConnect, auth],
    features: { headless: true, email: true, socials: false },
  }),
)
// For people poking at the page from the devtools console, and for the browser test.
;(window as unknown as { __AIRLOCK_KIT__: typeof kit }).__AIRLOCK_KIT__ = kit

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <HeadlessApp />
  </StrictMode>,
)
