// The page the Account view's browser test opens: the kit with the real EVM chain plugin and
// the EIP-6963 test wallet on the sandbox devnets, the host's AppKitButton, and a stand-in for
// the balances plugin (written elsewhere at the same time) that answers `accountViewShown` with
// the wallet's native balance, so the view's balance line is fed the way the real plugin will; and stand-ins for the action plugins.
import { createRoot } from 'react-dom/client'
import { ACCOUNT_STORE, definePlugin, KIT_CONTAINER, NETWORKS_STORE, type AppKitOptions, type CaipNetwork, type Endpoints } from '../../kernel'
import { eip155Adapter } from '../../chains/eip155'
import { AppKitButton, createAppKit } from '../../ui-shell'

declare global {
  interface Window {
    __ACCOUNT_E2E__?: { endpoints: Partial<Endpoints>; networks: CaipNetwork[] }
  }
}

const config = window.__ACCOUNT_E2E__!
const adapter = eip155Adapter()

const nativeBalance = definePlugin({
  id: 'e2e-native-balance',
  load: async () => ({
    activate(ctx) {
      const onShown = async (namespace: string, address: string) => {
        const network = ctx.container.resolve(NETWORKS_STORE).getState().activeNetworks[namespace]
        if (!network || !adapter.getBalance) return
        const { balance, symbol } = await adapter.getBalance({ address, network })
        ctx.container.resolve(ACCOUNT_STORE).patch(namespace, { balance, balanceSymbol: symbol })
      }
      ctx.bus.on('accountViewShown', onShown)
      return () => void ctx.bus.off('accountViewShown', onShown)
    },
  }),
})

// Stand-ins for the onramp, swap, receive and send plugins' manifests (their own issues): the
// action row is drawn, audited and looked at as it will be with them.
const actionStandIns = [
  definePlugin({ id: 'e2e-send', accountActions: [{ id: 'send', order: 4, view: 'WalletSend' }] }),
  definePlugin({ id: 'e2e-receive', accountActions: [{ id: 'receive', order: 3, view: 'WalletReceive' }] }),
  definePlugin({ id: 'e2e-swaps', accountActions: [{ id: 'swaps', order: 2, view: 'Swap' }] }),
  definePlugin({ id: 'e2e-onramp', accountActions: [{ id: 'onramp', order: 1, view: 'OnRampProviders' }] }),
]

const kit = createAppKit({
  projectId: 'airlock-account-e2e',
  networks: config.networks as AppKitOptions['networks'],
  endpoints: { fonts: '', ...config.endpoints },
  adapters: [adapter],
  plugins: [nativeBalance, ...actionStandIns],
  themeMode: new URLSearchParams(location.search).get('theme') === 'light' ? 'light' : 'dark',
})
Object.assign(window, { __kit: kit, __container: kit[KIT_CONTAINER] })

createRoot(document.getElementById('root')!).render(<AppKitButton />)
