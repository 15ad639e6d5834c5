// AppKit's embedded mode in a plain page: `enableEmbedded` and an `<appkit-modal>` in the markup.
// Only the imports differ from AppKit.
import { createAppKit } from 'airlock' // was '@reown/appkit'
import { mainnet, polygon } from 'airlock/networks' // was '@reown/appkit/networks'
import { eip155Adapter } from 'airlock/chains/eip155' // was: import { EthersAdapter } from '@reown/appkit-adapter-ethers'

createAppKit({
  adapters: [eip155Adapter()], // was: [new EthersAdapter()]
  networks: [mainnet, polygon],
  metadata: { name: 'AppKit embedded modal', description: 'The modal inline in the page', url: window.location.origin, icons: [] },
  projectId: 'YOUR_PROJECT_ID',
  enableEmbedded: true,
})
