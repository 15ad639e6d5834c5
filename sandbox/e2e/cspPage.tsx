// The page the strict-CSP browser test opens: the kit's real views (Connect, All Wallets, the
// WalletConnect QR code, email login, Account, Swap, Buy) with the real eip155 chain plugin and
// the real walletconnect, auth, balances, swap and on-ramp plugins on the sandbox, and the style
// nonce the page's Content-Security-Policy names.
import { createRoot } from 'react-dom/client'
import type { AppKitOptions, CaipNetwork, Endpoints } from '../../kernel'
import { eip155Adapter } from '../../chains/eip155'
import { auth } from '../../plugins/auth'
import { balances } from '../../plugins/balances'
import { onramp } from '../../plugins/onramp'
import { swap } from '../../plugins/swap'
import { walletConnect } from '../../plugins/walletconnect'
import { AppKitButton, createAppKit } from '../../ui-shell'

declare global {
  interface Window {
    __CSP_E2E__?: { endpoints: Partial<Endpoints>; networks: CaipNetwork[]; projectId: string; nonce: string }
  }
}

const config = window.__CSP_E2E__!

const kit = createAppKit({
  projectId: config.projectId,
  networks: config.networks.filter((n) => n.chainNamespace === 'eip155') as AppKitOptions['networks'],
  endpoints: { fonts: '', ...config.endpoints },
  metadata: { name: 'CSP test', description: 'Strict CSP browser test', url: location.origin, icons: [] },
  adapters: [eip155Adapter()],
  plugins: [walletConnect, auth, balances, swap, onramp],
  themeMode: 'dark',
  nonce: config.nonce,
})
Object.assign(window, { __kit: kit })

createRoot(document.getElementById('root')!).render(<AppKitButton />)
