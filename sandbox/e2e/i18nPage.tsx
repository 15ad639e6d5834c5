// The page the i18n browser test opens: the kit with every core and money/identity plugin on the
// sandbox (EVM devnets, on-ramp, secure site), in the locale of `?locale=`.
import { createRoot } from 'react-dom/client'
import { KIT_CONTAINER, type AppKitOptions, type CaipNetwork, type Endpoints } from '../../kernel'
import { eip155Adapter } from '../../chains/eip155'
import { activity } from '../../plugins/activity'
import { auth } from '../../plugins/auth'
import { balances } from '../../plugins/balances'
import { multiWallet } from '../../plugins/multi-wallet'
import { names } from '../../plugins/names'
import { onramp } from '../../plugins/onramp'
import { receive } from '../../plugins/receive'
import { send } from '../../plugins/send'
import { swap } from '../../plugins/swap'
import { walletConnect } from '../../plugins/walletconnect'
import { AppKitButton, createAppKit } from '../../ui-shell'

declare global {
  interface Window {
    __I18N_E2E__?: { endpoints: Partial<Endpoints>; networks: CaipNetwork[] }
  }
}

const config = window.__I18N_E2E__!
const query = new URLSearchParams(location.search)
const evm = config.networks.filter((n) => n.chainNamespace === 'eip155')

const kit = createAppKit({
  projectId: 'airlock-i18n-e2e',
  networks: evm as AppKitOptions['networks'],
  endpoints: { fonts: '', ...config.endpoints },
  adapters: [eip155Adapter()],
  plugins: [walletConnect, balances, receive, send, swap, onramp, activity, names, multiWallet, auth],
  features: { email: true, socials: ['google', 'x', 'discord', 'farcaster'], multiWallet: true, legalCheckbox: true },
  termsConditionsUrl: 'https://example.com/terms',
  privacyPolicyUrl: 'https://example.com/privacy',
  locale: query.get('locale') ?? undefined,
  themeMode: 'dark',
})
Object.assign(window, { __kit: kit, __container: kit[KIT_CONTAINER] })

createRoot(document.getElementById('root')!).render(<AppKitButton />)
