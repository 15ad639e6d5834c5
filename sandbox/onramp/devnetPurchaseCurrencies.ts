// The on-ramp options as the sandbox's checkouts deliver them: USDC's contract on each devnet
// instead of mainnet's, so the kit can find the delivery on chain (BYD-30).
import { PURCHASE_CURRENCIES } from '../api/onrampOptions'
import type { DeliveryChains } from './deliverPurchase'

export function devnetPurchaseCurrencies(chains: DeliveryChains): typeof PURCHASE_CURRENCIES {
  const usdcOn = (chainId: string, name: string): string | undefined => {
    if (name === 'solana') return chains.solana?.tokens.find((t) => t.symbol === 'USDC')?.mint
    return chains.evm?.chains[Number(chainId) as keyof NonNullable<DeliveryChains['evm']>['chains']]?.tokens.USDC.address
  }
  return PURCHASE_CURRENCIES.map((currency) => ({
    ...currency,
    networks: currency.networks.map((n) => (currency.symbol === 'USDC' ? { ...n, contract_address: usdcOn(n.chain_id, n.name) ?? n.contract_address } : { ...n })),
  }))
}
