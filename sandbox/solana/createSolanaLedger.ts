// Wraps litesvm with what a validator adds around it: slots that advance, a window of recent
// blockhashes, a signature-status store and change events for websocket subscribers.
import { base58 } from '@scure/base'
import { LiteSVM, TransactionMetadata, type FailedTransactionMetadata } from 'litesvm'
import { VersionedMessage } from '@solana/web3.js'
import {
  describeTransactionError,
  InvalidParamsError,
  SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SolanaRpcError,
  TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
  transactionErrorToJson,
  type TransactionErrorJson,
} from './rpcErrors'
import { snapshotAccounts, type TransactionRecord } from './transactionRecords'

/** Blocks a blockhash stays valid for, as on a real cluster. */
const BLOCKHASH_LIFETIME = 150

type KitTransaction = Parameters<LiteSVM['sendTransaction']>[0]
type KitAddress = Parameters<LiteSVM['getAccount']>[0]

export interface LedgerAccount {
  lamports: bigint
  owner: string
  data: Uint8Array
  executable: boolean
}

export interface SignatureStatus {
  slot: number
  err: TransactionErrorJson | null
  logs: string[]
}

export interface SimulationResult {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: number
}

export interface LedgerCommit {
  signature: string
  status: SignatureStatus
}

export interface SolanaLedger {
  readonly svm: LiteSVM
  slot(): number
  /** Slots and block heights are the same here: every slot has a block. */
  blockHeight(): number
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number }
  isBlockhashValid(blockhash: string): boolean
  getAccount(address: string): LedgerAccount | null
  getProgramAccounts(programId: string): Array<{ address: string; account: LedgerAccount }>
  /** Runs a wire-format transaction; preflight failures throw the validator's -32002 error. */
  sendTransaction(wire: Uint8Array, opts?: { skipPreflight?: boolean }): string
  simulateTransaction(wire: Uint8Array, opts?: { sigVerify?: boolean; replaceRecentBlockhash?: boolean }): SimulationResult
  airdrop(address: string, lamports: bigint): string
  /** Overwrites an account's lamports, for setup that should leave no transaction behind. */
  setLamports(address: string, lamports: bigint): void
  getSignatureStatus(signature: string): SignatureStatus | null
  /** A landed transaction's accounts and balances before and after (`getTransaction`). */
  getTransaction(signature: string): TransactionRecord | null
  /** Called after each landed transaction, once the slot has advanced. */
  onCommit(listener: (commit: LedgerCommit) => void): () => void
}

export function createSolanaLedger(): SolanaLedger {
  // The ledger checks blockhashes itself (see checkBlockhash): litesvm only knows the latest one,
  // while a client may hold one fetched a few transactions ago, as on a real cluster.
  const svm = new LiteSVM().withBlockhashCheck(false).withNativeMints()
  const blockhashes = new Map<string, number>()
  const statuses = new Map<string, SignatureStatus>()
  const records = new Map<string, TransactionRecord>()
  const listeners = new Set<(commit: LedgerCommit) => void>()
  const slot = () => Number(svm.getClock().slot)

  const rememberBlockhash = () => blockhashes.set(svm.latestBlockhash(), slot() + BLOCKHASH_LIFETIME)

  // A fresh blockhash per block keeps two identical transfers from sharing a signature.
  const advance = () => {
    const clock = svm.getClock()
    clock.slot += 1n
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000))
    svm.setClock(clock)
    svm.expireBlockhash()
    rememberBlockhash()
    for (const [hash, lastValid] of blockhashes) if (lastValid < slot()) blockhashes.delete(hash)
  }
  advance()

  const readAccount = (address: string): LedgerAccount | null => {
    const account = svm.getAccount(address as KitAddress)
    if (!account.exists) return null
    return { lamports: account.lamports, owner: account.programAddress, data: account.data, executable: account.executable }
  }

  const commit = (
    signature: string,
    result: TransactionMetadata | FailedTransactionMetadata,
    keys: string[],
    pre: ReturnType<typeof snapshotAccounts>,
  ) => {
    const meta = result instanceof TransactionMetadata ? result : result.meta()
    const status: SignatureStatus = { slot: slot(), err: result instanceof TransactionMetadata ? null : transactionErrorToJson(result.err()), logs: meta.logs() }
    // A resend of a landed transaction must not overwrite the status of the first one.
    if (status.err === 'AlreadyProcessed' && statuses.has(signature)) return
    statuses.set(signature, status)
    records.set(signature, { slot: status.slot, blockTime: Math.floor(Date.now() / 1000), signature, accountKeys: keys, err: status.err, pre, post: snapshotAccounts(keys, readAccount) })
    advance()
    for (const listener of listeners) listener({ signature, status })
  }

  const checkBlockhash = (message: VersionedMessage) => {
    if (!isBlockhashValid(message.recentBlockhash)) {
      throw new SolanaRpcError(SEND_TRANSACTION_PREFLIGHT_FAILURE, 'Transaction simulation failed: Blockhash not found', simulationData('BlockhashNotFound', [], 0))
    }
  }
  const isBlockhashValid = (blockhash: string) => (blockhashes.get(blockhash) ?? -1) >= slot()

  return {
    svm,
    slot,
    blockHeight: slot,
    latestBlockhash: () => ({ blockhash: svm.latestBlockhash(), lastValidBlockHeight: blockhashes.get(svm.latestBlockhash()) ?? slot() }),
    isBlockhashValid,
    getAccount: readAccount,
    getProgramAccounts(programId) {
      return svm.getProgramAccounts(programId as KitAddress).map((account) => ({
        address: account.address,
        account: { lamports: account.lamports, owner: account.programAddress, data: account.data as Uint8Array, executable: account.executable },
      }))
    },
    sendTransaction(wire, opts = {}) {
      const { transaction, message, signature } = decodeWireTransaction(wire)
      checkBlockhash(message)
      if (!opts.skipPreflight) {
        const simulated = simulate(svm, transaction)
        if (simulated.err !== null) {
          const data = simulationData(simulated.err, simulated.logs, simulated.unitsConsumed)
          if (simulated.err === 'SignatureFailure') throw new SolanaRpcError(TRANSACTION_SIGNATURE_VERIFICATION_FAILURE, 'Transaction signature verification failure', data)
          throw new SolanaRpcError(SEND_TRANSACTION_PREFLIGHT_FAILURE, `Transaction simulation failed: ${describeTransactionError(simulated.err)}`, data)
        }
      }
      const keys = message.staticAccountKeys.map((key) => key.toBase58())
      const pre = snapshotAccounts(keys, readAccount)
      commit(signature, svm.sendTransaction(transaction), keys, pre)
      return signature
    },
    simulateTransaction(wire, opts = {}) {
      const { transaction, message } = decodeWireTransaction(wire)
      if (!opts.replaceRecentBlockhash && !isBlockhashValid(message.recentBlockhash)) return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0 }
      if (opts.sigVerify !== false) return simulate(svm, transaction)
      // Wallets simulate unsigned transactions to preview them.
      svm.withSigverify(false)
      try {
        return simulate(svm, transaction)
      } finally {
        svm.withSigverify(true)
      }
    },
    airdrop(address, lamports) {
      const pre = snapshotAccounts([address], readAccount)
      const result = svm.airdrop(address as KitAddress, lamports as Parameters<LiteSVM['airdrop']>[1])
      if (!result) throw new SolanaRpcError(-32603, 'Internal error: airdrop failed')
      const meta = result instanceof TransactionMetadata ? result : result.meta()
      const signature = base58.encode(meta.signature())
      if (!(result instanceof TransactionMetadata)) {
        throw new SolanaRpcError(-32603, `Internal error: airdrop failed: ${describeTransactionError(transactionErrorToJson(result.err()))}`)
      }
      commit(signature, result, [address], pre)
      return signature
    },
    setLamports(address, lamports) {
      const current = svm.getAccount(address as KitAddress)
      const base = current.exists
        ? current
        : { address: address as KitAddress, programAddress: '11111111111111111111111111111111' as KitAddress, data: new Uint8Array(0), executable: false, space: 0n }
      svm.setAccount({ ...base, lamports: lamports as Parameters<LiteSVM['airdrop']>[1] })
    },
    getSignatureStatus: (signature) => statuses.get(signature) ?? null,
    getTransaction: (signature) => records.get(signature) ?? null,
    onCommit(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

function simulate(svm: LiteSVM, transaction: KitTransaction): SimulationResult {
  const result = svm.simulateTransaction(transaction)
  if ('postAccounts' in result) {
    const meta = result.meta()
    return { err: null, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) }
  }
  const meta = result.meta()
  return { err: transactionErrorToJson(result.err()), logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) }
}

function simulationData(err: TransactionErrorJson, logs: string[], unitsConsumed: number) {
  return { err, logs, accounts: null, unitsConsumed, returnData: null }
}

/**
 * Splits wire bytes (compact-u16 signature count, signatures, message) into the shape litesvm's
 * kit-based API takes. The message bytes are kept as sent: re-serialising could change them.
 */
export function decodeWireTransaction(wire: Uint8Array): { transaction: KitTransaction; message: VersionedMessage; signature: string } {
  try {
    let count = 0
    let offset = 0
    for (let shift = 0; ; shift += 7) {
      const byte = wire[offset++]
      if (byte === undefined || shift > 14) throw new Error('truncated signature count')
      count |= (byte & 0x7f) << shift
      if ((byte & 0x80) === 0) break
    }
    const signatures = Array.from({ length: count }, (_, i) => wire.slice(offset + i * 64, offset + (i + 1) * 64))
    const messageBytes = wire.slice(offset + count * 64)
    const message = VersionedMessage.deserialize(messageBytes)
    const signers = message.staticAccountKeys.slice(0, message.header.numRequiredSignatures)
    if (count === 0 || signers.length !== count || signatures.some((s) => s.length !== 64)) throw new Error('signature count does not match the message')
    const bySigner: Record<string, Uint8Array> = {}
    signers.forEach((key, i) => (bySigner[key.toBase58()] = signatures[i]!))
    const transaction = { messageBytes, signatures: bySigner } as unknown as KitTransaction
    return { transaction, message, signature: base58.encode(signatures[0]!) }
  } catch (error) {
    throw new InvalidParamsError(`failed to deserialize transaction: ${(error as Error).message}`)
  }
}
