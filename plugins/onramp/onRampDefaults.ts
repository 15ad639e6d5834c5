// Defaults and fallbacks (spec §5 payment limits, §9 On-ramp): the state the plugin starts in
// and resets to (ONR-13..15), and the sample options used when the options call fails (ONR-05, ONR-16).
import type { OnRampOptions, PaymentCurrency, PaymentMethodLimit, PurchaseCurrency } from './onRampTypes'

/** ONR-15 / ONR-16: card 10.00–7500.00, ach_bank_account 10.00–25000.00. */
export const PAYMENT_METHOD_LIMITS: readonly PaymentMethodLimit[] = Object.freeze([
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
])

const limits = () => PAYMENT_METHOD_LIMITS.map((l) => ({ ...l }))

/** ONR-14: USDC on Ethereum (1) and Polygon (137). */
export const defaultPurchaseCurrency = (): PurchaseCurrency => ({
  id: '2b92315d-eab7-5bef-84fa-089a131333f5',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [
    { name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
    { name: 'polygon-mainnet', display_name: 'Polygon', chain_id: '137', contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
  ],
})

/** ONR-15: USD with the card and ACH limits. */
export const defaultPaymentCurrency = (): PaymentCurrency => ({ id: 'USD', payment_method_limits: limits() })

/** ONR-05: what the kit offers when GET /v1/onramp/options fails. */
export const sampleOnRampOptions = (): OnRampOptions => ({
  paymentCurrencies: [defaultPaymentCurrency(), { id: 'EUR', payment_method_limits: limits() }],
  purchaseCurrencies: [
    defaultPurchaseCurrency(),
    {
      id: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
    },
    {
      id: 'sol',
      name: 'Solana',
      symbol: 'SOL',
      networks: [{ name: 'solana', display_name: 'Solana', chain_id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', contract_address: '' }],
    },
  ],
})

/** ONR-19: the chains provider A takes card payment on, by EVM chain id. */
export const CARD_PAY_CHAINS: Readonly<Record<string, string>> = Object.freeze({
  '1': 'ethereum',
  '42161': 'arbitrum',
  '137': 'polygon',
  '80094': 'berachain',
  '43114': 'avalanche-c-chain',
  '10': 'optimism',
  '42220': 'celo',
  '8453': 'base',
})

/** ONR-20: the card-pay network name for a chain id; ethereum for any other chain. */
export function cardPayChain(chainId: string | number | undefined): string {
  return CARD_PAY_CHAINS[String(chainId ?? '')] ?? 'ethereum'
}
