import type { Connection, SendOptions as Web3SendOptions, Transaction, VersionedTransaction } from '@solana/web3.js'
import type { SendOptions, WalletStandardProvider } from './createWalletStandardProvider'

/** A web3.js transaction, legacy or versioned, as hosts build them. */
export type AnyTransaction = Transaction | VersionedTransaction

/**
 * The web3.js-object methods of AppKit's Solana provider: what `useAppKitProvider('solana')`'s
 * walletProvider offers a host that builds `Transaction`s (AppKit's documented
 * `walletProvider.sendTransaction(transaction, connection)`). They take and give web3.js objects;
 * web3.js loads only when one is called.
 */
export interface Web3TransactionMethods {
  signTransaction<T extends AnyTransaction>(transaction: T): Promise<T>
  signAllTransactions<T extends AnyTransaction>(transactions: T[]): Promise<T[]>
  /** The wallet signs and submits; resolves with the base58 signature. */
  signAndSendTransaction(transaction: AnyTransaction, options?: SendOptions): Promise<string>
  /** The wallet signs; the host's Connection submits. Resolves with the base58 signature. */
  sendTransaction(transaction: AnyTransaction, connection: Connection, options?: Web3SendOptions): Promise<string>
}

type Signer = Pick<WalletStandardProvider, 'signTransactionBytes' | 'signAndSendTransactionBytes'>

const isVersioned = (transaction: AnyTransaction): transaction is VersionedTransaction => 'version' in transaction

// The wallet adds the fee payer's signature, so a transaction without it must still serialize.
const toBytes = (transaction: AnyTransaction): Uint8Array =>
  isVersioned(transaction) ? transaction.serialize() : transaction.serialize({ requireAllSignatures: false, verifySignatures: false })

async function sameKind<T extends AnyTransaction>(like: T, bytes: Uint8Array): Promise<T> {
  const { Transaction, VersionedTransaction } = await import('@solana/web3.js')
  return (isVersioned(like) ? VersionedTransaction.deserialize(bytes) : Transaction.from(bytes)) as T
}

export function web3TransactionMethods(signer: Signer): Web3TransactionMethods {
  const methods: Web3TransactionMethods = {
    async signTransaction(transaction) {
      return sameKind(transaction, await signer.signTransactionBytes(toBytes(transaction)))
    },
    async signAllTransactions(transactions) {
      const signed = []
      // One at a time: a wallet shows one approval per request.
      for (const transaction of transactions) signed.push(await methods.signTransaction(transaction))
      return signed
    },
    signAndSendTransaction: (transaction, options) => signer.signAndSendTransactionBytes(toBytes(transaction), options),
    async sendTransaction(transaction, connection, options) {
      const signed = await signer.signTransactionBytes(toBytes(transaction))
      return connection.sendRawTransaction(signed, options)
    },
  }
  return methods
}
