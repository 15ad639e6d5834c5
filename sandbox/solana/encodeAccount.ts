// Accounts in the JSON a validator returns, including the jsonParsed form of SPL token accounts
// and mints that getParsedTokenAccountsByOwner and getParsedAccountInfo read.
import { base58 } from '@scure/base'
import { formatUnits } from 'viem'
import type { LedgerAccount } from './createSolanaLedger'
import { InvalidParamsError } from './rpcErrors'
import { decodeMint, decodeTokenAccount, MINT_SIZE, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './splToken'

export type AccountEncoding = 'base58' | 'base64' | 'jsonParsed'

/** Validators report rent-exempt accounts with the u64 maximum as their rent epoch. */
const RENT_EXEMPT_EPOCH = 18446744073709551615

export interface AccountJson {
  lamports: number
  owner: string
  executable: boolean
  rentEpoch: number
  space: number
  data: [string, 'base64' | 'base58'] | { program: string; parsed: unknown; space: number }
}

export function parseAccountEncoding(value: unknown, fallback: AccountEncoding = 'base64'): AccountEncoding {
  if (value === undefined || value === null) return fallback
  if (value === 'base58' || value === 'base64' || value === 'jsonParsed') return value
  throw new InvalidParamsError(`unsupported encoding: ${String(value)}`)
}

export function encodeAccount(account: LedgerAccount, encoding: AccountEncoding, getAccount: (address: string) => LedgerAccount | null): AccountJson {
  const base = { lamports: Number(account.lamports), owner: account.owner, executable: account.executable, rentEpoch: RENT_EXEMPT_EPOCH, space: account.data.length }
  const parsed = encoding === 'jsonParsed' ? parseTokenData(account, getAccount) : null
  if (parsed) return { ...base, data: parsed }
  // As on a validator, jsonParsed falls back to base64 for data it cannot parse.
  const data: AccountJson['data'] = encoding === 'base58' ? [base58.encode(account.data), 'base58'] : [Buffer.from(account.data).toString('base64'), 'base64']
  return { ...base, data }
}

export function tokenAmountJson(amount: bigint, decimals: number) {
  const uiAmountString = formatUnits(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

function parseTokenData(account: LedgerAccount, getAccount: (address: string) => LedgerAccount | null): AccountJson['data'] | null {
  const program = account.owner === TOKEN_PROGRAM_ID.toBase58() ? 'spl-token' : account.owner === TOKEN_2022_PROGRAM_ID.toBase58() ? 'spl-token-2022' : null
  if (!program) return null
  const space = account.data.length
  if (space === MINT_SIZE) {
    const mint = decodeMint(account.data)
    if (!mint) return null
    const info = { ...mint, supply: mint.supply.toString() }
    return { program, parsed: { type: 'mint', info }, space }
  }
  const token = decodeTokenAccount(account.data)
  if (!token) return null
  const mintAccount = getAccount(token.mint)
  const decimals = mintAccount ? (decodeMint(mintAccount.data)?.decimals ?? 0) : 0
  const info: Record<string, unknown> = {
    isNative: token.isNative !== null,
    mint: token.mint,
    owner: token.owner,
    state: token.state,
    tokenAmount: tokenAmountJson(token.amount, decimals),
  }
  if (token.delegate) {
    info.delegate = token.delegate
    info.delegatedAmount = tokenAmountJson(token.delegatedAmount, decimals)
  }
  if (token.closeAuthority) info.closeAuthority = token.closeAuthority
  if (token.isNative !== null) info.rentExemptReserve = tokenAmountJson(token.isNative, 9)
  return { program, parsed: { type: 'account', info }, space }
}
