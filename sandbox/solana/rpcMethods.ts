// The JSON-RPC methods the devnet serves: what @solana/web3.js `Connection` calls for balances,
// blockhashes, sending and confirming, airdrops and SPL token balances. Results follow the
// validator's JSON so web3.js's response schemas accept them.
import { base58 } from '@scure/base'
import { PublicKey, VersionedMessage } from '@solana/web3.js'
import type { SolanaLedger } from './createSolanaLedger'
import { encodeAccount, parseAccountEncoding, tokenAmountJson } from './encodeAccount'
import { transactionJson } from './transactionRecords'
import { InvalidParamsError, MethodNotFoundError } from './rpcErrors'
import { decodeMint, decodeTokenAccount, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './splToken'

/** The agave version whose RPC shapes these answers follow. */
export const SOLANA_CORE_VERSION = '2.2.0'
const LAMPORTS_PER_SIGNATURE = 5000

export interface RpcContext {
  ledger: SolanaLedger
  genesisHash: string
}

export type RpcMethod = (params: unknown[], ctx: RpcContext) => unknown

const withContext = (ctx: RpcContext, value: unknown) => ({ context: { apiVersion: SOLANA_CORE_VERSION, slot: ctx.ledger.slot() }, value })

export const rpcMethods: Readonly<Record<string, RpcMethod>> = {
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': SOLANA_CORE_VERSION, 'feature-set': 0 }),
  getGenesisHash: (_, ctx) => ctx.genesisHash,
  getSlot: (_, ctx) => ctx.ledger.slot(),
  getBlockHeight: (_, ctx) => ctx.ledger.blockHeight(),
  getEpochInfo: (_, ctx) => {
    const { slotsPerEpoch } = ctx.ledger.svm.getEpochSchedule()
    const slot = BigInt(ctx.ledger.slot())
    return { absoluteSlot: Number(slot), blockHeight: ctx.ledger.blockHeight(), epoch: Number(slot / slotsPerEpoch), slotIndex: Number(slot % slotsPerEpoch), slotsInEpoch: Number(slotsPerEpoch), transactionCount: null }
  },
  getBalance: ([address], ctx) => withContext(ctx, Number(ctx.ledger.getAccount(addressParam(address))?.lamports ?? 0n)),
  getAccountInfo: ([address, config], ctx) => {
    const account = ctx.ledger.getAccount(addressParam(address))
    const encoding = parseAccountEncoding(configParam(config).encoding, 'base58')
    return withContext(ctx, account && encodeAccount(account, encoding, ctx.ledger.getAccount))
  },
  getMultipleAccounts: ([addresses, config], ctx) => {
    if (!Array.isArray(addresses)) throw new InvalidParamsError('expected an array of addresses')
    const encoding = parseAccountEncoding(configParam(config).encoding, 'base64')
    const accounts = addresses.map((address) => ctx.ledger.getAccount(addressParam(address)))
    return withContext(ctx, accounts.map((account) => account && encodeAccount(account, encoding, ctx.ledger.getAccount)))
  },
  getLatestBlockhash: (_, ctx) => withContext(ctx, ctx.ledger.latestBlockhash()),
  getRecentBlockhash: (_, ctx) =>
    withContext(ctx, { blockhash: ctx.ledger.latestBlockhash().blockhash, feeCalculator: { lamportsPerSignature: LAMPORTS_PER_SIGNATURE } }),
  isBlockhashValid: ([blockhash], ctx) => withContext(ctx, ctx.ledger.isBlockhashValid(stringParam(blockhash, 'blockhash'))),
  getFeeForMessage: ([message], ctx) => {
    let decoded: VersionedMessage
    try {
      decoded = VersionedMessage.deserialize(Buffer.from(stringParam(message, 'message'), 'base64'))
    } catch {
      throw new InvalidParamsError('failed to deserialize message')
    }
    // Priority fees (compute-unit price) are not added; the base fee is what the kit shows.
    const fee = ctx.ledger.isBlockhashValid(decoded.recentBlockhash) ? decoded.header.numRequiredSignatures * LAMPORTS_PER_SIGNATURE : null
    return withContext(ctx, fee)
  },
  getMinimumBalanceForRentExemption: ([length], ctx) => {
    if (typeof length !== 'number' || !Number.isInteger(length) || length < 0) throw new InvalidParamsError('expected a data length')
    return Number(ctx.ledger.svm.minimumBalanceForRentExemption(BigInt(length)))
  },
  sendTransaction: ([encoded, config], ctx) => {
    const options = configParam(config)
    return ctx.ledger.sendTransaction(decodeTransactionParam(encoded, options.encoding), { skipPreflight: options.skipPreflight === true })
  },
  simulateTransaction: ([encoded, config], ctx) => {
    const options = configParam(config)
    const result = ctx.ledger.simulateTransaction(decodeTransactionParam(encoded, options.encoding), {
      sigVerify: options.sigVerify === true,
      replaceRecentBlockhash: options.replaceRecentBlockhash === true,
    })
    return withContext(ctx, { ...result, accounts: null, returnData: null })
  },
  getSignatureStatuses: ([signatures], ctx) => {
    if (!Array.isArray(signatures)) throw new InvalidParamsError('expected an array of signatures')
    const statuses = signatures.map((signature) => {
      const status = ctx.ledger.getSignatureStatus(stringParam(signature, 'signature'))
      if (!status) return null
      // Every block is final at once: there is one validator and no forks.
      const result = status.err === null ? { Ok: null } : { Err: status.err }
      return { slot: status.slot, confirmations: null, err: status.err, status: result, confirmationStatus: 'finalized' }
    })
    return withContext(ctx, statuses)
  },
  // json encoding only: account keys as strings, balances before and after.
  getTransaction: ([signature], ctx) => {
    const record = ctx.ledger.getTransaction(stringParam(signature, 'signature'))
    return record ? transactionJson(record) : null
  },
  requestAirdrop: ([address, lamports], ctx) => {
    if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports <= 0) throw new InvalidParamsError('expected a lamport amount')
    return ctx.ledger.airdrop(addressParam(address), BigInt(lamports))
  },
  getTokenAccountsByOwner: ([owner, filter, config], ctx) => {
    const ownerAddress = addressParam(owner)
    const { mint, programId } = configParam(filter)
    if ((mint === undefined) === (programId === undefined)) throw new InvalidParamsError('expected a mint or a programId filter')
    const mintAddress = mint === undefined ? undefined : addressParam(mint)
    const programs = programId === undefined ? [TOKEN_PROGRAM_ID.toBase58(), TOKEN_2022_PROGRAM_ID.toBase58()] : [addressParam(programId)]
    const encoding = parseAccountEncoding(configParam(config).encoding, 'base64')
    const value = programs.flatMap((program) =>
      ctx.ledger.getProgramAccounts(program).flatMap(({ address, account }) => {
        const token = decodeTokenAccount(account.data)
        if (!token || token.owner !== ownerAddress || (mintAddress && token.mint !== mintAddress)) return []
        return [{ pubkey: address, account: encodeAccount(account, encoding, ctx.ledger.getAccount) }]
      }),
    )
    return withContext(ctx, value)
  },
  getTokenAccountBalance: ([address], ctx) => {
    const account = ctx.ledger.getAccount(addressParam(address))
    const token = account && isTokenProgram(account.owner) ? decodeTokenAccount(account.data) : null
    if (!token) throw new InvalidParamsError('not a Token account')
    return withContext(ctx, tokenAmountJson(token.amount, mintDecimals(ctx, token.mint)))
  },
  getTokenSupply: ([address], ctx) => {
    const account = ctx.ledger.getAccount(addressParam(address))
    const mint = account && isTokenProgram(account.owner) ? decodeMint(account.data) : null
    if (!mint) throw new InvalidParamsError('not a Token mint')
    return withContext(ctx, tokenAmountJson(mint.supply, mint.decimals))
  },
}

export function callRpcMethod(method: string, params: unknown[], ctx: RpcContext): unknown {
  const handler = Object.hasOwn(rpcMethods, method) ? rpcMethods[method] : undefined
  if (!handler) throw new MethodNotFoundError(method)
  return handler(params, ctx)
}

function isTokenProgram(owner: string): boolean {
  return owner === TOKEN_PROGRAM_ID.toBase58() || owner === TOKEN_2022_PROGRAM_ID.toBase58()
}

function mintDecimals(ctx: RpcContext, mint: string): number {
  const account = ctx.ledger.getAccount(mint)
  return (account && decodeMint(account.data)?.decimals) ?? 0
}

function stringParam(value: unknown, name: string): string {
  if (typeof value !== 'string') throw new InvalidParamsError(`expected ${name} as a string`)
  return value
}

function addressParam(value: unknown): string {
  const text = stringParam(value, 'address')
  try {
    return new PublicKey(text).toBase58()
  } catch {
    throw new InvalidParamsError(`invalid address: ${text}`)
  }
}

function configParam(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw new InvalidParamsError('expected a config object')
  return value as Record<string, unknown>
}

// Validators still default to base58 here, the encoding of the first RPC versions.
function decodeTransactionParam(encoded: unknown, encoding: unknown): Uint8Array {
  const text = stringParam(encoded, 'transaction')
  if (encoding === 'base64') return new Uint8Array(Buffer.from(text, 'base64'))
  if (encoding !== undefined && encoding !== 'base58') throw new InvalidParamsError(`unsupported encoding: ${String(encoding)}`)
  try {
    return base58.decode(text)
  } catch {
    throw new InvalidParamsError('invalid base58 transaction')
  }
}
