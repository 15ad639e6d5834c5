// The demo host app's entry, bundled by buildDemoApp() and served by the launcher's demo server.
import { createRoot } from 'react-dom/client'
import type { AppKitOptions, CaipNetwork } from '../../kernel'
import { mainnet, polygon, ton, tonTestnet } from '../../kernel/networks'
import { createAppKit } from '../../ui-shell'
import { eip155Adapter } from '../../chains/eip155'
import { solanaAdapter } from '../../chains/solana'
import { tronAdapter } from '../../chains/tron'
import { TRON_TEST_USDT } from '../tron/accounts'
import { tonAdapter } from '../../chains/ton'
import { walletConnect } from '../../plugins/walletconnect'
import { balances } from '../../plugins/balances'
import { receive } from '../../plugins/receive'
import { send } from '../../plugins/send'
import { onramp } from '../../plugins/onramp'
import { activity } from '../../plugins/activity'
import { swap } from '../../plugins/swap'
import { names } from '../../plugins/names'
import { smartSessions } from '../../plugins/smart-sessions'
import { multiWallet } from '../../plugins/multi-wallet'
import { auth } from '../../plugins/auth'
// The two third-party examples, imported by package name as a host would (buildDemoApp maps
// their `airlock/*` imports to the same sources as the demo's, so there is one kit).
import { addressBook } from '../../examples/address-book/src'
import { cosmosChain, cosmosHub, cosmosTestnet } from '../../examples/cosmos-chain/src'
import { siwx } from '../../plugins/siwx'
import { DemoApp } from './DemoApp'
import { demoKitOptions, readDemoSwitches } from './demoOptions'
import { DemoSignIn } from './DemoSignIn'
import { readDemoSiwxMode } from './demoSiwxMode'
import './sandboxGlobals'

const sandbox = window.__AIRLOCK_SANDBOX__ ?? {}

/**
 * The sandbox's networks, or mainnet and polygon on the devnet RPC URLs the wallets use; then
 * the Cosmos example's networks (connect them with the `?wallets=keplr` test wallet); TON and
 * TON Testnet on the TON sandbox when the launcher runs one (`?wallets=ton`).
 */
function demoNetworks(): AppKitOptions['networks'] {
  const withRpc = (network: CaipNetwork, url: string | undefined): CaipNetwork =>
    url ? { ...network, rpcUrls: { default: { http: [url] } } } : network
  const base = sandbox.networks?.length ? sandbox.networks : [withRpc(mainnet, sandbox.rpcUrls?.[1]), withRpc(polygon, sandbox.rpcUrls?.[137])]
  const tonNetworks = sandbox.tonRpcUrl ? [withRpc(ton, sandbox.tonRpcUrl), withRpc(tonTestnet, sandbox.tonRpcUrl)] : []
  const all: CaipNetwork[] = [...base, cosmosHub, cosmosTestnet, ...tonNetworks]
  return all as AppKitOptions['networks']
}

const switches = readDemoSwitches(location.search)
const siwxMode = readDemoSiwxMode(location.search)
// The sign-in configs load only when the page asks for sign-in.
const signIn = siwxMode ? (await import('./demoSiwx')).demoSiwxOptions(siwxMode) : { options: {}, client: undefined }

const kit = createAppKit({
  projectId: sandbox.projectId ?? 'airlock-demo',
  networks: demoNetworks(),
  // Without the sandbox's endpoints the kit would call the provider's hosts: default to none.
  endpoints: sandbox.endpoints ?? { fonts: '' },
  metadata: { name: 'Airlock demo', description: 'Airlock sandbox demo', url: location.origin, icons: [] },
  // TRON through the sandbox's stand-in (it poses as mainnet); its Tokens tab lists the stand-in's test USDT.
  adapters: [eip155Adapter(), solanaAdapter(), tonAdapter(), tronAdapter({ tokens: { 'tron:0x2b6653dc': [TRON_TEST_USDT] } })],
  plugins: [walletConnect, balances, receive, send, auth, onramp, swap, activity, names, smartSessions, multiWallet, cosmosChain(), addressBook, siwx],
  // Feature and connector switches from the page URL (the demo's controls reload with them).
  ...demoKitOptions(switches),
  // The legal checkbox shows only with something to agree to (as AppKit's): the demo's own pages.
  ...(switches.legalCheckbox ? { termsConditionsUrl: `${location.origin}/#terms`, privacyPolicyUrl: `${location.origin}/#privacy` } : {}),
  // `?locale=ar` (any of the kit's tags, or en-XA): the visitor's language; the picker sets it.
  locale: new URLSearchParams(location.search).get('locale') ?? undefined,
  // `?siwx=default|required|cloud|siwe`: sign in with wallet after connect (absent: none).
  ...signIn.options,
})

// For people poking at the demo from the devtools console, and for browser tests.
;(window as unknown as { __AIRLOCK_KIT__: typeof kit }).__AIRLOCK_KIT__ = kit

createRoot(document.getElementById('root')!).render(<DemoApp signIn={<DemoSignIn kit={kit} siwx={signIn.client} mode={siwxMode} />} />)
