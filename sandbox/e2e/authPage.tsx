// The page the embedded-wallet browser test opens: the kit with the eip155 chain plugin and the
// auth plugin on the sandbox's devnets and secure site, the account button, and AppKit-lab-like
// signing buttons that use the host's provider (so requests pass the kit's interceptors).
import { createRoot } from 'react-dom/client'
import { KIT_CONTAINER, type AppKitOptions, type CaipNetwork, type Endpoints } from '../../kernel'
import { eip155Adapter } from '../../chains/eip155'
import { auth } from '../../plugins/auth'
import { AppKitButton, createAppKit } from '../../ui-shell'
import { EvmTestInteractions } from '../app/EvmTestInteractions'
import { UpdateEmailButton } from '../app/UpdateEmailButton'

declare global {
  interface Window {
    __AUTH_E2E__?: { endpoints: Partial<Endpoints>; networks: CaipNetwork[] }
  }
}

const config = window.__AUTH_E2E__!
const params = new URLSearchParams(location.search)

const kit = createAppKit({
  projectId: params.get('project') ?? 'airlock-auth-e2e',
  networks: config.networks.filter((n) => n.chainNamespace === 'eip155') as AppKitOptions['networks'],
  endpoints: { fonts: '', ...config.endpoints },
  metadata: { name: 'Auth test', description: 'Embedded wallet browser test', url: location.origin, icons: [] },
  adapters: [eip155Adapter()],
  plugins: [auth],
  themeMode: params.get('theme') === 'light' ? 'light' : 'dark',
  // `?locale=de`: the visitor's language (issue 30: the secure site's refusals in it).
  locale: params.get('locale') ?? undefined,
  // The EOA unless `?accountType=smartAccount`: auth.test.ts checks the key's own address;
  // smartAccount.test.ts starts here and switches in account settings (AUTH-06).
  defaultAccountTypes: { eip155: params.get('accountType') === 'smartAccount' ? 'smartAccount' : 'eoa' },
})
Object.assign(window, { __kit: kit, __container: kit[KIT_CONTAINER] })

createRoot(document.getElementById('root')!).render(
  <>
    <AppKitButton />
    <EvmTestInteractions />
    <UpdateEmailButton />
  </>,
)
