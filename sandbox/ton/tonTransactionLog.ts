// Transactions the emulator ran, kept per account in toncenter v2's `raw.transaction` shape, so
// getTransactions can answer an account's history without a block store.
import { Address, beginCell, storeMessage, type Message, type Transaction } from '@ton/core'

export interface TonApiMessage {
  source: string
  destination: string
  /** nanotons */
  value: string
  /** The text comment, when the body is one. */
  message: string
  /** The message's hash, hex: what sendBocReturnHash answers for an external message. */
  hash: string
}

export interface TonApiTransaction {
  '@type': 'raw.transaction'
  utime: number
  transaction_id: { '@type': 'internal.transactionId'; lt: string; hash: string }
  /** nanotons */
  fee: string
  in_msg?: TonApiMessage
  out_msgs: TonApiMessage[]
  /** Not in toncenter's shape: whether the compute phase succeeded (an aborted transfer moved nothing). */
  success: boolean
}

export interface TonTransactionLog {
  record(transactions: readonly Transaction[]): void
  /**
   * Newest first; with `from`, starting at that transaction (toncenter's `lt` and `hash`, the
   * hash in base64 or hex), and empty when the account has none such.
   */
  forAddress(address: Address, limit: number, from?: { lt: string; hash: string }): TonApiTransaction[]
}

function comment(message: Message): string {
  try {
    const body = message.body.beginParse()
    if (body.remainingBits < 32 || body.loadUint(32) !== 0) return ''
    return body.loadStringTail()
  } catch {
    return ''
  }
}

function toApiMessage(message: Message): TonApiMessage {
  const info = message.info
  const source = info.type === 'internal' ? info.src.toString() : info.type === 'external-out' ? info.src.toString() : ''
  const destination = info.type === 'external-out' ? '' : info.dest.toString()
  const value = info.type === 'internal' ? info.value.coins.toString() : '0'
  return { source, destination, value, message: comment(message), hash: beginCell().store(storeMessage(message)).endCell().hash().toString('hex') }
}

export function createTonTransactionLog(): TonTransactionLog {
  const byAccount = new Map<string, TonApiTransaction[]>()
  return {
    record(transactions) {
      for (const tx of transactions) {
        const account = new Address(0, Buffer.from(tx.address.toString(16).padStart(64, '0'), 'hex')).toRawString()
        const success = tx.description.type === 'generic' && tx.description.computePhase.type === 'vm' ? tx.description.computePhase.success && !tx.description.aborted : tx.description.type === 'generic' ? !tx.description.aborted : true
        const entry: TonApiTransaction = {
          '@type': 'raw.transaction',
          utime: tx.now,
          transaction_id: { '@type': 'internal.transactionId', lt: tx.lt.toString(), hash: tx.hash().toString('base64') },
          fee: tx.totalFees.coins.toString(),
          in_msg: tx.inMessage ? toApiMessage(tx.inMessage) : undefined,
          out_msgs: tx.outMessages.values().map(toApiMessage),
          success,
        }
        const list = byAccount.get(account) ?? []
        list.unshift(entry)
        byAccount.set(account, list)
      }
    },
    forAddress(address, limit, from) {
      const list = byAccount.get(address.toRawString()) ?? []
      if (!from) return list.slice(0, limit)
      const hash = /^[0-9a-fA-F]{64}$/.test(from.hash) ? Buffer.from(from.hash, 'hex').toString('base64') : from.hash.replace(/-/g, '+').replace(/_/g, '/')
      const start = list.findIndex((tx) => tx.transaction_id.lt === from.lt && tx.transaction_id.hash === hash)
      return start < 0 ? [] : list.slice(start, start + limit)
    },
  }
}
