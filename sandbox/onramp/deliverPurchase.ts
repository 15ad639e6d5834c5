// Buy, for real: the asset arrives on the devnet the order names. USDC is minted by the token
// deployer (EVM) or the devnet's mint authority (Solana); native coins come from the deployer
// or an airdrop. Anything the sandbox has no chain for fails with a reason the kit shows.
import { isAddress, type Address } from 'viem'
import { DEPLOYER } from '../evm/accounts'
import { mintOnDevnet, transferOnDevnet } from '../evm/transferOnDevnet'
import type { EvmDevnets } from '../evm/types'
import type { SolanaDevnet } from '../solana/startSolanaDevnet'
import type { CheckoutOrder } from './readCheckoutOrder'

export interface DeliveryChains {
  evm?: EvmDevnets
  solana?: SolanaDevnet
}

export class DeliveryError extends Error {
  override name = 'DeliveryError'
}

const EVM_NATIVE = new Set(['ETH', 'POL', 'MATIC'])

/** Delivers `amount` of the order's asset; returns the transaction hash or signature. */
export async function deliverPurchase(chains: DeliveryChains, order: CheckoutOrder, amount: string): Promise<string> {
  if (order.network.startsWith('eip155:')) {
    const chainId = Number(order.network.slice('eip155:'.length))
    const devnet = chains.evm?.chains[chainId as keyof EvmDevnets['chains']]
    if (!devnet) throw new DeliveryError(`The sandbox has no devnet for ${order.network}`)
    if (!isAddress(order.address)) throw new DeliveryError(`Invalid wallet address: ${order.address}`)
    const to = order.address as Address
    if (order.asset === 'USDC') return mintOnDevnet(devnet.provider, devnet.tokens.USDC, to, amount)
    if (EVM_NATIVE.has(order.asset)) {
      return transferOnDevnet(devnet.provider, devnet.tokens, { from: DEPLOYER.address, to, token: 'native', amount })
    }
    throw new DeliveryError(`${order.asset} cannot be delivered on ${order.network}`)
  }
  if (order.network === 'solana' || order.network.startsWith('solana:')) {
    const devnet = chains.solana
    if (!devnet) throw new DeliveryError('The sandbox has no Solana devnet')
    try {
      if (order.asset === 'SOL') return devnet.airdrop(order.address, amount)
      if (order.asset === 'USDC') return devnet.mintUsdc(order.address, amount)
    } catch (error) {
      throw new DeliveryError(`Delivery on Solana failed: ${error instanceof Error ? error.message : String(error)}`)
    }
    throw new DeliveryError(`${order.asset} cannot be delivered on Solana`)
  }
  throw new DeliveryError(`Unknown network: ${order.network}`)
}
