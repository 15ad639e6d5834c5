// On-ramp catalogue data (spec §3 On-ramp options, §9 On-ramp). Contract addresses are the
// mainnet ones; the kit only shows them and passes them back.

const LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

export const PAYMENT_CURRENCIES = ['USD', 'EUR', 'GBP'].map((id) => ({
  id,
  payment_method_limits: LIMITS.map((l) => ({ ...l })),
}))

export const PURCHASE_CURRENCIES = [
  {
    id: 'usdc',
    name: 'USD Coin',
    symbol: 'USDC',
    networks: [
      { name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
      { name: 'polygon-mainnet', display_name: 'Polygon', chain_id: '137', contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
      { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
      { name: 'solana', display_name: 'Solana', chain_id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', contract_address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' },
    ],
  },
  {
    id: 'eth',
    name: 'Ether',
    symbol: 'ETH',
    networks: [
      { name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
      { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' },
    ],
  },
  {
    id: 'pol',
    name: 'Polygon',
    symbol: 'POL',
    networks: [{ name: 'polygon-mainnet', display_name: 'Polygon', chain_id: '137', contract_address: '' }],
  },
  {
    id: 'sol',
    name: 'Solana',
    symbol: 'SOL',
    networks: [{ name: 'solana', display_name: 'Solana', chain_id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', contract_address: '' }],
  },
]

/** Fixed prices in USD so quotes are reproducible. */
export const USD_PRICES: Record<string, number> = { USDC: 1, ETH: 3000, POL: 0.5, SOL: 150 }
/** Fixed exchange rates to USD for the payment currencies. */
export const USD_PER_UNIT: Record<string, number> = { USD: 1, EUR: 1.1, GBP: 1.25 }
/** Provider fee (spec §9: 1-2%) and a flat network fee in the payment currency. */
export const PROVIDER_FEE_RATE = 0.015
export const NETWORK_FEE = 0.5
