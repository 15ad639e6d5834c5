import { ChainError, ErrorMessages, type CaipNetwork } from '../../kernel/plugin'
import { formatLamports } from './formatLamports'

export type Commitment = 'processed' | 'confirmed' | 'finalized'

/** The first RPC URL of a network; "No RPC url provided for chainId: {id}" when it has none. */
export function rpcUrlOf(network: CaipNetwork): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new ChainError(ErrorMessages.noRpcUrl(network.id))
  return url
}

/** Native balance over the network's RPC, in SOL. @solana/web3.js loads here, on first use. */
export async function getSolanaBalance(args: {
  address: string
  network: CaipNetwork
  commitment?: Commitment
}): Promise<{ balance: string; symbol: string }> {
  const { Connection, PublicKey } = await import('@solana/web3.js')
  const connection = new Connection(rpcUrlOf(args.network), args.commitment ?? 'confirmed')
  const lamports = await connection.getBalance(new PublicKey(args.address))
  return {
    balance: formatLamports(lamports, args.network.nativeCurrency.decimals),
    symbol: args.network.nativeCurrency.symbol,
  }
}
