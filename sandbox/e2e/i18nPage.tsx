// The page the i18n browser test opens: the kit with every core and feature plugin on the
// sandbox (EVM devnets, on-ramp, secure site), in the locale of `?locale=`; `?siwx=` turns sign-in
// on as the demo's switch does, and `window.__grant()` asks for a smart session as a dapp would.
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
import { siwx } from '../../plugins/siwx'
import { grantPermissions, smartSessions } from '../../plugins/smart-sessions'
import { swap } from '../../plugins/swap'
import { walletConnect } from '../../plugins/walletconnect'
import { AppKitButton, createAppKit } from '../../ui-shell'
import { demoSiwxOptions } from '../app/demoSiwx'
import { readDemoSiwxMode } from '../app/demoSiwxMode'
import { DEVNET_ACCOUNTS } from '../evm/accounts'

declare global {
  interface Window {
    __I18N_E2E__?: { endpoints: Partial<Endpoints>; networks: CaipNetwork[] }
  }
}

const config = window.__I18N_E2E__!
const query = new URLSearchParams(location.search)
const evm = config.networks.filter((n) => n.chainNamespace === 'eip155')
const signIn = demoSiwxOptions(readDemoSiwxMode(location.search))

const kit = createAppKit({
  projectId: 'airlock-i18n-e2e',
  networks: evm as AppKitOptions['networks'],
  endpoints: { fonts: '', ...config.endpoints },
  metadata: { name: 'Airlock i18n Test', description: 'i18n browser test', url: location.origin, icons: [] },
  adapters: [eip155Adapter()],
  plugins: [walletConnect, balances, receive, send, swap, onramp, activity, names, multiWallet, auth, siwx, smartSessions],
  features: { email: true, socials: ['google', 'x', 'discord', 'farcaster'], multiWallet: true, legalCheckbox: true, smartSessions: true },
  termsConditionsUrl: 'https://example.com/terms',
  privacyPolicyUrl: 'https://example.com/privacy',
  locale: query.get('locale') ?? undefined,
  themeMode: 'dark',
  ...signIn.options,
})

const DAY_S = 86_400
/** A day's native allowance for a session key (a devnet account stands in for the dapp's key). */
async function grant() {
  const now = Math.floor(Date.now() / 1000)
  return grantPermissions({
    chainId: `0x${Number(kit.getChainId()).toString(16)}`,
    expiry: now + DAY_S,
    signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: DEVNET_ACCOUNTS[5]!.address }] } },
    permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x38d7ea4c68000', start: now, period: DAY_S } }],
    policies: [],
  })
}
Object.assign(window, { __kit: kit, __container: kit[KIT_CONTAINER], __grant: grant })

createRoot(document.getElementById('root')!).render(<AppKitButton />)
