// The page the Account view's browser test opens: the kit with the real EVM chain plugin and
// the EIP-6963 test wallet on the sandbox devnets, the host's AppKitButton, the real balances,
// receive and send plugins, and manifest-only stand-ins for the on-ramp, swap, names and
// smart-sessions plugins, which do not exist yet (their own issues).
import { createRoot } from 'react-dom/client'
import { definePlugin, KIT_CONTAINER, type AppKitOptions, type CaipNetwork, type Endpoints } from '../../kernel'
import { eip155Adapter } from '../../chains/eip155'
import { balances } from '../../plugins/balances'
import { receive } from '../../plugins/receive'
import { send } from '../../plugins/send'
import { AppKitButton, createAppKit } from '../../ui-shell'

declare global {
  interface Window {
    __ACCOUNT_E2E__?: { endpoints: Partial<Endpoints>; networks: CaipNetwork[] }
  }
}

const config = window.__ACCOUNT_E2E__!
const adapter = eip155Adapter()

// The on-ramp and swap plugins' manifests, standing in until those plugins exist: the action row
// is drawn, audited and looked at as it will be with them.
const actionStandIns = [
  definePlugin({ id: 'e2e-swaps', accountActions: [{ id: 'swaps', view: 'Swap' }] }),
  definePlugin({ id: 'e2e-onramp', accountActions: [{ id: 'onramp', view: 'OnRampProviders' }] }),
  // The names and smart-sessions plugins' slot entries, likewise: a settings row and a header button.
  definePlugin({
    id: 'e2e-names',
    slots: { accountSettings: [{ id: 'choose-name', label: 'Choose name', view: 'RegisterAccountName', testId: 'account-choose-name-button' }] },
  }),
  definePlugin({
    id: 'e2e-smart-sessions',
    slots: {
      accountHeader: [
        { id: 'smart-sessions', label: 'Smart Sessions', view: 'SmartSessionList', testId: 'w3m-header-smart-sessions', icon: 'M12 3l7 4v5c0 4-3 7-7 9-4-2-7-5-7-9V7z' },
      ],
    },
  }),
]

const kit = createAppKit({
  projectId: 'airlock-account-e2e',
  networks: config.networks as AppKitOptions['networks'],
  endpoints: { fonts: '', ...config.endpoints },
  adapters: [adapter],
  plugins: [balances, receive, send, ...actionStandIns],
  themeMode: new URLSearchParams(location.search).get('theme') === 'light' ? 'light' : 'dark',
})
Object.assign(window, { __kit: kit, __container: kit[KIT_CONTAINER] })

createRoot(document.getElementById('root')!).render(<AppKitButton />)
