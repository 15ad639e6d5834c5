// The page browser tests open: a host app with the kit, its buttons and a probe element whose
// styles must not change when the modal opens (BYD-13). Config comes from /p/<n>/config.js.
import { createRoot } from 'react-dom/client'
import { KIT_CONTAINER, MODAL, ROUTER, type AppKitOptions } from '../../kernel'
import { createTestChainAdapter } from '../../kernel/connection/testing/testChainAdapter'
import { mainnet, polygon } from '../../kernel/networks'
import { AppKitButton, AppKitModal, AppKitNetworkButton, createAppKit } from '../../ui-shell'
import { testViews } from '../../ui-shell/testing/testViews'
import './testPageConfig'

// CSP violations the page sees, for the strict-CSP test (BYD-03).
const violations: string[] = []
document.addEventListener('securitypolicyviolation', (event) => void violations.push(`${event.effectiveDirective} ${event.blockedURI}`))

const config = window.__E2E__ ?? {}
const options = config.options ?? {}
const kit = createAppKit({
  projectId: 'airlock-e2e',
  networks: (config.networks?.length ? config.networks : [mainnet, polygon]) as AppKitOptions['networks'],
  endpoints: { fonts: '', ...config.endpoints },
  adapters: config.noAdapter ? [] : [createTestChainAdapter('eip155')],
  plugins: [testViews],
  ...options,
})

const c = kit[KIT_CONTAINER]
// Handles for the tests: the kit, the kernel router (to navigate like a view would) and the modal store.
Object.assign(window, { __kit: kit, __router: c.resolve(ROUTER), __modal: c.resolve(MODAL), __cspViolations: violations })

const placesModal = options.disableAppend || options.enableEmbedded
createRoot(document.getElementById('root')!).render(
  <div id="host-controls">
    <AppKitButton />
    <AppKitNetworkButton />
    {placesModal ? (
      <div id="modal-slot">
        <AppKitModal />
      </div>
    ) : null}
  </div>,
)
