import { defineChain } from 'airlock/networks'

// A round Cosmos-blue mark, inline so the network image never waits on a catalogue.
const COSMOS_ICON =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="%232e3148"/>' +
  '<ellipse cx="16" cy="16" rx="11" ry="4.5" fill="none" stroke="%236f7390" stroke-width="1.6" transform="rotate(60 16 16)"/>' +
  '<ellipse cx="16" cy="16" rx="11" ry="4.5" fill="none" stroke="%236f7390" stroke-width="1.6" transform="rotate(-60 16 16)"/>' +
  '<circle cx="16" cy="16" r="2.6" fill="white"/></svg>'

/** The Cosmos Hub. The CAIP-2 reference is the chain id, which Keplr's API takes as is. */
export const cosmosHub = /*#__PURE__*/ defineChain({
  id: 'cosmoshub-4',
  caipNetworkId: 'cosmos:cosmoshub-4',
  chainNamespace: 'cosmos',
  name: 'Cosmos Hub',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['https://cosmos-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' } },
  assets: { imageUrl: COSMOS_ICON },
})

/** The Cosmos Hub's public testnet. */
export const cosmosTestnet = /*#__PURE__*/ defineChain({
  id: 'theta-testnet-001',
  caipNetworkId: 'cosmos:theta-testnet-001',
  chainNamespace: 'cosmos',
  name: 'Cosmos Hub Testnet',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['https://rpc.sentry-01.theta-testnet.polypore.xyz'] } },
  testnet: true,
  assets: { imageUrl: COSMOS_ICON },
})
