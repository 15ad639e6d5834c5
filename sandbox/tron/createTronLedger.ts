// The TRON stand-in's state: TRX balances in sun, TRC-20 balances and the transactions it
// applied. A broadcast is checked as java-tron checks it: the signed bytes must hash to the
// txID, decode to a contract it knows, name a block it has (TaPoS), not be expired or a
// duplicate, and carry a secp256k1 signature over the txID that recovers to the owner. What it
// applies comes from the signed bytes, never from the JSON beside them.
import { createHash } from 'node:crypto'
import { utils } from 'tronweb'
import { TRON_ACCOUNT_TRX, TRON_ACCOUNT_USDT, TRON_TEST_ACCOUNTS, TRON_TEST_USDT } from './accounts'

export const SUN_PER_TRX = 1_000_000n
/** How long a built transaction may wait for its signature, as on TRON (60 s by default). */
export const TRANSACTION_TTL_MS = 60_000

export interface TronTransaction {
  txID: string
  raw_data: Record<string, unknown> & { expiration: number; contract: unknown[] }
  raw_data_hex: string
  visible: boolean
  signature?: string[]
}

/** What the ledger does when a transaction lands. */
type Effect =
  | { kind: 'trx'; owner: string; to: string; amount: bigint }
  | { kind: 'trc20'; owner: string; token: string; to: string; amount: bigint }

export interface TransactionRecord {
  id: string
  blockNumber: number
  blockTimeStamp: number
  effect: Effect
}

export type BroadcastResult = { result: true; txid: string } | { result: false; code: string; message: string; txid?: string }

export interface TronLedger {
  /** Current block number; every applied transaction gets a block of its own. */
  readonly blockNumber: number
  blockId(number: number): string
  trxBalance(hex: string): bigint
  tokenBalance(token: string, hex: string): bigint
  /** Whether the account exists (has ever held TRX), as TRON's getaccount tells. */
  exists(hex: string): boolean
  fund(hex: string, sun: bigint): void
  /** Builds an unsigned TRX transfer; throws a validation message TRON would give. */
  buildTransfer(owner: string, to: string, amount: bigint): TronTransaction
  /** Builds an unsigned TRC-20 `transfer(address,uint256)` call. */
  buildTokenTransfer(owner: string, token: string, data: string, feeLimit: number): TronTransaction
  /** Head block as tronweb's getblock expects it. */
  head(): { blockID: string; number: number; timestamp: number }
  broadcast(tx: Partial<TronTransaction>): BroadcastResult
  record(id: string): TransactionRecord | undefined
  /** The applied transaction as built and signed, for gettransactionbyid. */
  transaction(id: string): TronTransaction | undefined
  /** Applied transactions the account sent or received (TRX or a TRC-20), newest first. */
  history(hex: string): TransactionRecord[]
  isToken(hex: string): boolean
}

const sha256Hex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex')

export function createTronLedger(now: () => number = Date.now): TronLedger {
  const trx = new Map<string, bigint>()
  const tokens = new Map<string, Map<string, bigint>>([[TRON_TEST_USDT.hex, new Map()]])
  const applied = new Map<string, { tx: TronTransaction; record: TransactionRecord }>()
  let blockNumber = 1

  for (const account of TRON_TEST_ACCOUNTS) {
    trx.set(account.hex, BigInt(TRON_ACCOUNT_TRX) * SUN_PER_TRX)
    tokens.get(TRON_TEST_USDT.hex)!.set(account.hex, BigInt(TRON_ACCOUNT_USDT) * 10n ** BigInt(TRON_TEST_USDT.decimals))
  }

  // A block id starts with the block number (8 bytes), as on TRON; the rest is a stable hash.
  const blockId = (n: number) => n.toString(16).padStart(16, '0') + createHash('sha256').update(`airlock-tron/block-${n}`).digest('hex').slice(16)

  function build(contract: Record<string, unknown>, extra: Record<string, unknown> = {}): TronTransaction {
    const head = blockId(blockNumber)
    const timestamp = now()
    const raw_data = {
      contract: [contract],
      ref_block_bytes: head.slice(12, 16),
      ref_block_hash: head.slice(16, 32),
      expiration: timestamp + TRANSACTION_TTL_MS,
      timestamp,
      ...extra,
    }
    const pb = utils.transaction.txJsonToPb({ raw_data, visible: false })
    const tx: TronTransaction = {
      visible: false,
      txID: utils.transaction.txPbToTxID(pb).replace(/^0x/, ''),
      raw_data,
      raw_data_hex: utils.transaction.txPbToRawDataHex(pb).toLowerCase(),
    }
    return tx
  }

  const requireFunds = (owner: string, amount: bigint) => {
    if ((trx.get(owner) ?? 0n) < amount) {
      throw new Error('Contract validate error : Validate TransferContract error, balance is not sufficient.')
    }
  }

  function apply(effect: Effect) {
    if (effect.kind === 'trx') {
      requireFunds(effect.owner, effect.amount)
      trx.set(effect.owner, trx.get(effect.owner)! - effect.amount)
      trx.set(effect.to, (trx.get(effect.to) ?? 0n) + effect.amount)
      return
    }
    const book = tokens.get(effect.token)
    if (!book) throw new Error('No contract or not a smart contract')
    const from = book.get(effect.owner) ?? 0n
    if (from < effect.amount) throw new Error('REVERT opcode executed')
    book.set(effect.owner, from - effect.amount)
    book.set(effect.to, (book.get(effect.to) ?? 0n) + effect.amount)
  }

  // TaPoS: the reference is a block this node produced (its number's low 2 bytes and id bytes 8-16).
  const knownBlock = (bytes: string, hash: string) => {
    for (let n = blockNumber; n >= 1 && n > blockNumber - 65_536; n--) {
      const id = blockId(n)
      if (id.slice(12, 16) === bytes && id.slice(16, 32) === hash) return true
    }
    return false
  }

  const refuse = (code: string, message: string, txid?: string): BroadcastResult => ({ result: false, code, message, ...(txid ? { txid } : {}) })

  return {
    get blockNumber() {
      return blockNumber
    },
    blockId,
    trxBalance: (hex) => trx.get(hex) ?? 0n,
    tokenBalance: (token, hex) => tokens.get(token)?.get(hex) ?? 0n,
    exists: (hex) => trx.has(hex),
    isToken: (hex) => tokens.has(hex),
    fund(hex, sun) {
      trx.set(hex, (trx.get(hex) ?? 0n) + sun)
    },
    buildTransfer(owner, to, amount) {
      if (amount <= 0n) throw new Error('Contract validate error : Amount must be greater than 0.')
      if (owner === to) throw new Error('Contract validate error : Cannot transfer TRX to yourself.')
      requireFunds(owner, amount)
      const contract = {
        parameter: { value: { amount: Number(amount), owner_address: owner, to_address: to }, type_url: 'type.googleapis.com/protocol.TransferContract' },
        type: 'TransferContract',
      }
      return build(contract)
    },
    buildTokenTransfer(owner, token, data, feeLimit) {
      // transfer(address,uint256): selector a9059cbb, then the receiver (last 20 bytes, 41-prefixed) and the amount.
      if (!data.startsWith('a9059cbb') || data.length !== 8 + 128) throw new Error('Only transfer(address,uint256) is supported')
      const contract = {
        parameter: { value: { data, owner_address: owner, contract_address: token }, type_url: 'type.googleapis.com/protocol.TriggerSmartContract' },
        type: 'TriggerSmartContract',
      }
      return build(contract, { fee_limit: feeLimit })
    },
    head: () => ({ blockID: blockId(blockNumber), number: blockNumber, timestamp: now() }),
    broadcast(tx) {
      const txid = typeof tx.txID === 'string' ? tx.txID.toLowerCase() : undefined
      if (!txid || typeof tx.raw_data_hex !== 'string' || !Array.isArray(tx.signature) || tx.signature.length === 0) {
        return refuse('SIGERROR', 'Validate signature error: the transaction carries no signature')
      }
      const rawHex = tx.raw_data_hex.toLowerCase()
      // The signed bytes are the txID's preimage: anything else was changed after signing.
      if (!/^[0-9a-f]*$/.test(rawHex) || sha256Hex(rawHex) !== txid) {
        return refuse('SIGERROR', 'Validate signature error: raw_data_hex does not hash to txID', txid)
      }
      if (applied.has(txid)) return refuse('DUP_TRANSACTION_ERROR', 'Dup transaction.', txid)
      const signed = decodeSigned(rawHex, (tx.raw_data as { contract?: { type?: unknown }[] } | undefined)?.contract?.[0]?.type)
      if (!signed) return refuse('OTHER_ERROR', 'The transaction is not a TransferContract or a TRC-20 transfer this stand-in knows', txid)
      if (!knownBlock(signed.ref_block_bytes.toLowerCase(), signed.ref_block_hash.toLowerCase())) return refuse('TAPOS_ERROR', 'Tapos check error: unknown reference block', txid)
      if (now() > signed.expiration) return refuse('TRANSACTION_EXPIRATION_ERROR', 'Transaction expired', txid)
      let signer: string
      try {
        signer = utils.address.toHex(utils.crypto.ecRecover(`0x${txid}`, String(tx.signature[0]))).toLowerCase()
      } catch {
        return refuse('SIGERROR', 'Validate signature error: the signature is malformed', txid)
      }
      if (signer !== signed.effect.owner) {
        return refuse('SIGERROR', `Validate signature error: ${utils.address.fromHex(signer)} is not the owner of the transaction`, txid)
      }
      try {
        apply(signed.effect)
      } catch (error) {
        return refuse('CONTRACT_VALIDATE_ERROR', (error as Error).message, txid)
      }
      blockNumber += 1
      const record = { id: txid, blockNumber, blockTimeStamp: now(), effect: signed.effect }
      applied.set(txid, { tx: { txID: txid, raw_data: signed.raw, raw_data_hex: rawHex, visible: false, signature: tx.signature.map(String) }, record })
      return { result: true, txid }
    },
    record: (id) => applied.get(id)?.record,
    transaction: (id) => applied.get(id)?.tx,
    history: (hex) =>
      [...applied.values()]
        .map(({ record }) => record)
        .filter(({ effect }) => effect.owner === hex || effect.to === hex)
        .reverse(),
  }
}

interface SignedTransfer {
  effect: Effect
  raw: TronTransaction['raw_data']
  ref_block_bytes: string
  ref_block_hash: string
  expiration: number
}

/**
 * Decodes the signed bytes as the contract type the JSON claims, and accepts the claim only if
 * encoding the decoded transaction gives the same bytes back.
 */
function decodeSigned(rawHex: string, type: unknown): SignedTransfer | undefined {
  if (type !== 'TransferContract' && type !== 'TriggerSmartContract') return undefined
  let raw: TronTransaction['raw_data'] & { ref_block_bytes: string; ref_block_hash: string }
  try {
    raw = utils.deserializeTx.deserializeTransaction(type, rawHex)
    const again = utils.transaction.txPbToRawDataHex(utils.transaction.txJsonToPb({ raw_data: raw, visible: false })).toLowerCase()
    if (again !== rawHex) return undefined
  } catch {
    return undefined
  }
  const value = (raw.contract[0] as { parameter: { value: Record<string, unknown> } }).parameter.value
  const owner = String(value.owner_address).toLowerCase()
  let effect: Effect
  if (type === 'TransferContract') {
    effect = { kind: 'trx', owner, to: String(value.to_address).toLowerCase(), amount: BigInt(value.amount as number) }
  } else {
    const data = String(value.data ?? '').toLowerCase()
    // transfer(address,uint256): selector a9059cbb, the receiver's 20 bytes, the amount.
    if (!data.startsWith('a9059cbb') || data.length !== 8 + 128) return undefined
    effect = { kind: 'trc20', owner, token: String(value.contract_address).toLowerCase(), to: `41${data.slice(32, 72)}`, amount: BigInt(`0x${data.slice(72)}`) }
  }
  return { effect, raw, ref_block_bytes: raw.ref_block_bytes, ref_block_hash: raw.ref_block_hash, expiration: raw.expiration }
}
