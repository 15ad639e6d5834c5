// Balances in the blockchain API's token-balance shape (SBX-17): the provider API's balance
// route answers solana:* chain ids with these. Read straight from the ledger, so they are live.
import { formatUnits } from 'viem'
import { getAssociatedTokenAddress, decodeTokenAccount } from './splToken'
import { PublicKey } from '@solana/web3.js'
import type { SolanaDevnet } from './startSolanaDevnet'
import type { SolanaDevnetToken } from './solanaDevnetTokens'
import { tokenIconUrl } from './tokenIconUrl'
import type { TokenBalance } from '../../kernel/types'

/** The blockchain API's balance entry (spec §3): `address` is the mint's CAIP-10 id, absent for SOL. */
export type SolanaTokenBalance = TokenBalance & { chainId: string; value: number }

export interface GetSolanaBalancesOptions {
  /** CAIP-2 id to label entries with, e.g. the mainnet id the kit asked for; the devnet's by default. */
  chainId?: string
}

/** SOL first, then each devnet SPL token the address holds (like the real API, zero balances are left out). */
export async function getSolanaBalances(devnet: Pick<SolanaDevnet, 'ledger' | 'chainId' | 'native' | 'tokens'>, address: string, opts: GetSolanaBalancesOptions = {}): Promise<SolanaTokenBalance[]> {
  const chainId = opts.chainId ?? devnet.chainId
  let owner: PublicKey
  try {
    owner = new PublicKey(address)
  } catch {
    return []
  }
  const lamports = devnet.ledger.getAccount(owner.toBase58())?.lamports ?? 0n
  const balances = [entry(devnet.native, lamports, chainId)]
  for (const token of devnet.tokens) {
    if (!token.mint) continue
    const tokenAccount = devnet.ledger.getAccount(getAssociatedTokenAddress(new PublicKey(token.mint), owner).toBase58())
    const amount = (tokenAccount && decodeTokenAccount(tokenAccount.data)?.amount) ?? 0n
    if (amount > 0n) balances.push(entry(token, amount, chainId, `${chainId}:${token.mint}`))
  }
  return balances
}

function entry(token: SolanaDevnetToken, raw: bigint, chainId: string, address?: string): SolanaTokenBalance {
  const numeric = formatUnits(raw, token.decimals)
  return {
    name: token.name,
    symbol: token.symbol,
    chainId,
    ...(address ? { address } : {}),
    value: Math.round(Number(numeric) * token.priceUsd * 100) / 100,
    price: token.priceUsd,
    quantity: { decimals: String(token.decimals), numeric },
    iconUrl: tokenIconUrl(token.symbol),
  }
}
