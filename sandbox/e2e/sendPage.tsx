// The page the send browser test opens: the kit with the real EVM chain plugin, the EIP-6963
// test wallets on the sandbox devnets, the send plugin, and a stand-in for the balances plugin
// (written elsewhere at the same time) that answers `accountViewShown` the way the real one
// will: the native balance into `balance`, the provider API's token balances into `tokenBalance`.
// `?send=off` turns the send feature off, to check its chunks are then never fetched.
import { createRoot } from 'react-dom/client'
import {
  ACCOUNT_STORE,
  BLOCKCHAIN_API,
  definePlugin,
  KIT_CONTAINER,
  NETWORKS_STORE,
  type AppKitOptions,
  type CaipNetwork,
  type Endpoints,
  type TokenBalance,
} from '../../kernel'
import { eip155Adapter } from '../../chains/eip155'
import { send } from '../../plugins/send'
import { AppKitButton, createAppKit } from '../../ui-shell'

declare global {
  interface Window {
    __SEND_E2E__?: { endpoints: Partial<Endpoints>; networks: CaipNetwork[] }
  }
}

const config = window.__SEND_E2E__!
const adapter = eip155Adapter()

const balancesStandIn = definePlugin({
  id: 'e2e-balances',
  load: async () => ({
    activate(ctx) {
      const onShown = async (namespace: string, address: string) => {
        const network = ctx.container.resolve(NETWORKS_STORE).getState().activeNetworks[namespace]
        if (!network || !adapter.getBalance) return
        const [{ balance, symbol }, { balances }] = await Promise.all([
          adapter.getBalance({ address, network }),
          ctx.container.resolve(BLOCKCHAIN_API).get<{ balances: TokenBalance[] }>(`/v1/account/${address}/balance`, {
            params: { currency: 'usd', chainId: network.caipNetworkId },
          }),
        ])
        ctx.container.resolve(ACCOUNT_STORE).patch(namespace, { balance, balanceSymbol: symbol, tokenBalance: balances })
      }
      ctx.bus.on('accountViewShown', onShown)
      return () => void ctx.bus.off('accountViewShown', onShown)
    },
  }),
})

const kit = createAppKit({
  projectId: 'airlock-send-e2e',
  networks: config.networks.filter((n) => n.chainNamespace === 'eip155') as AppKitOptions['networks'],
  endpoints: { fonts: '', ...config.endpoints },
  adapters: [adapter],
  plugins: [balancesStandIn, send],
  features: { send: new URLSearchParams(location.search).get('send') !== 'off' },
})
Object.assign(window, { __kit: kit, __container: kit[KIT_CONTAINER] })

createRoot(document.getElementById('root')!).render(<AppKitButton />)
