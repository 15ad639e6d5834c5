// A host page written from AppKit's JavaScript (html) quick-start: createAppKit once, buttons
// that call open(), and the subscribe* calls to follow the account and the network. Ported to
// Airlock by changing ONLY the imports; each changed line keeps the AppKit original beside it.
// No React here: the modal brings its own, fetched when the browser is idle or on first open.
import { createAppKit } from 'airlock' // was '@reown/appkit'
import { mainnet, polygon } from 'airlock/networks' // was '@reown/appkit/networks'
import { eip155Adapter } from 'airlock/chains/eip155' // was: import { EthersAdapter } from '@reown/appkit-adapter-ethers'

// 1. Your project id from the dashboard.
const projectId = 'YOUR_PROJECT_ID'

// 2. What wallets show about your app.
const metadata = {
  name: 'AppKit html quick start',
  description: 'A plain JavaScript page set up as the AppKit docs describe',
  url: window.location.origin,
  icons: [],
}

// 3. Create the modal.
const modal = createAppKit({
  adapters: [eip155Adapter()], // was: [new EthersAdapter()]
  networks: [mainnet, polygon],
  metadata,
  projectId,
  features: { analytics: true },
})

// 4. Trigger the modal from your own buttons.
document.getElementById('open-connect-modal').addEventListener('click', () => modal.open())
document.getElementById('open-network-modal').addEventListener('click', () => modal.open({ view: 'Networks' }))
document.getElementById('toggle-theme').addEventListener('click', () => {
  modal.setThemeMode(modal.getThemeMode() === 'dark' ? 'light' : 'dark')
})
document.getElementById('disconnect').addEventListener('click', () => modal.disconnect())

// 5. Follow the state.
const show = (id, value) => {
  document.getElementById(id).textContent = JSON.stringify(value, null, 2)
}
const showAccount = (account) => show('account-state', { address: account.address, caipAddress: account.caipAddress, isConnected: account.isConnected, status: account.status })
const showNetwork = (network) => show('network-state', { chainId: network.chainId, caipNetworkId: network.caipNetwork?.caipNetworkId, name: network.caipNetwork?.name })
modal.subscribeAccount(showAccount)
modal.subscribeNetwork(showNetwork)
showAccount(modal.getAccount())
showNetwork({ chainId: modal.getChainId(), caipNetwork: modal.getCaipNetwork() })
