// Airlock html-core: `createAppKit` from `airlock` in a page with no React code of its own; the
// <appkit-button> in index.html opens the modal, whose shell (React included) loads lazily.
// `airlock/*` resolves to the repo's source (see measure/viteConfig.ts).
import { createAppKit } from 'airlock'
import { eip155Adapter } from 'airlock/chains/eip155'
import { mainnet, polygon } from 'airlock/networks'

const bench = window.__BENCH__

createAppKit({
  projectId: bench.projectId,
  networks: [mainnet, polygon],
  adapters: [eip155Adapter()],
  customRpcUrls: {
    'eip155:1': [{ url: bench.rpc[1] }],
    'eip155:137': [{ url: bench.rpc[137] }],
  },
  metadata: bench.metadata,
  endpoints: bench.endpoints,
})
