// Airlock html-core configured with networks only (issue 32): no chain adapter, so the first view
// is WalletConnect's. `airlock/*` resolves to the repo's source (see measure/viteConfig.ts).
import { createAppKit } from 'airlock'
import { mainnet, polygon } from 'airlock/networks'
import { walletConnect } from 'airlock/plugins/walletconnect'

const bench = window.__BENCH__

createAppKit({
  projectId: bench.projectId,
  networks: [mainnet, polygon],
  plugins: [walletConnect],
  metadata: bench.metadata,
  endpoints: bench.endpoints,
})
