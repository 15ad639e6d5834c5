// What a validator keeps of each landed transaction for `getTransaction`: its accounts and their
// lamports and SPL token balances before and after, so a client can read what it delivered
// (the kit confirms on-ramp purchases this way, BYD-30).
import type { LedgerAccount } from './createSolanaLedger'
import { decodeTokenAccount, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './splToken'

export interface TokenBalanceJson {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: { amount: string; decimals: number; uiAmountString: string }
}

interface Snapshot {
  lamports: number[]
  tokens: TokenBalanceJson[]
}

export interface TransactionRecord {
  slot: number
  /** Unix seconds when it landed (a validator's block time). */
  blockTime: number
  signature: string
  accountKeys: string[]
  err: unknown
  pre: Snapshot
  post: Snapshot
}

const TOKEN_PROGRAMS = new Set([TOKEN_PROGRAM_ID.toBase58(), TOKEN_2022_PROGRAM_ID.toBase58()])

export function snapshotAccounts(keys: readonly string[], read: (address: string) => LedgerAccount | null): Snapshot {
  const tokens: TokenBalanceJson[] = []
  const lamports = keys.map((key, accountIndex) => {
    const account = read(key)
    const token = account && TOKEN_PROGRAMS.has(account.owner) ? decodeTokenAccount(account.data) : null
    if (token) {
      // Decimals are the mint's; the amount in base units is what readers compare.
      tokens.push({ accountIndex, mint: token.mint, owner: token.owner, programId: account!.owner, uiTokenAmount: { amount: token.amount.toString(), decimals: 0, uiAmountString: token.amount.toString() } })
    }
    return Number(account?.lamports ?? 0n)
  })
  return { lamports, tokens }
}

/** The validator's `getTransaction` answer (json encoding) for a record. */
export function transactionJson(record: TransactionRecord) {
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    version: 'legacy',
    meta: {
      err: record.err,
      status: record.err === null ? { Ok: null } : { Err: record.err },
      fee: 0,
      preBalances: record.pre.lamports,
      postBalances: record.post.lamports,
      preTokenBalances: record.pre.tokens,
      postTokenBalances: record.post.tokens,
      innerInstructions: [],
      logMessages: [],
      rewards: [],
      loadedAddresses: { writable: [], readonly: [] },
    },
    transaction: { signatures: [record.signature], message: { accountKeys: record.accountKeys, instructions: [], recentBlockhash: '', header: { numRequiredSignatures: 1, numReadonlySignedAccounts: 0, numReadonlyUnsignedAccounts: 0 } } },
  }
}
