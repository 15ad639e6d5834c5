import { ChainError, type RequestProvider } from '../../kernel/plugin'
import { decodeBase58, encodeBase58 } from './base58'
import { decodeBase64, encodeBase64 } from './base64'
import type { SolanaStandardChain } from './toWalletStandardChain'
import { featuresOf, type Wallet, type WalletAccount } from './walletStandard'
import { web3TransactionMethods, type Web3TransactionMethods } from './web3TransactionMethods'
import { solanaErrorMessages } from './solanaErrorMessages'

/** EIP-1193 / WalletConnect codes the provider answers with. */
const UNSUPPORTED_METHOD = 4200
const UNAUTHORIZED = 4100

export type SolanaRpcMethod =
  | 'solana_getAccounts'
  | 'solana_requestAccounts'
  | 'solana_signMessage'
  | 'solana_signTransaction'
  | 'solana_signAndSendTransaction'
  | 'solana_signAllTransactions'

/**
 * A Wallet Standard wallet seen through the RPC form WalletConnect wallets speak (`solana_*`
 * methods, base58 messages and signatures, base64 transactions), so the kit signs the same way
 * whether the visitor picked an extension or a WalletConnect wallet.
 */
export interface WalletStandardProvider extends RequestProvider, Web3TransactionMethods {
  readonly wallet: Wallet
  readonly name: string
  readonly icon: string
  /** The account the kit connected; undefined while disconnected. */
  readonly account: WalletAccount | undefined
  /** `standard:connect`; `silent` only restores an earlier approval and never prompts. */
  connect(options?: { silent?: boolean }): Promise<WalletAccount | undefined>
  disconnect(): Promise<void>
  /** The wallet's `standard:events` account changes, as addresses; the connected account follows them. */
  watchAccounts(listener: (addresses: string[]) => void): () => void
  supports(method: SolanaRpcMethod): boolean
  /** Signs raw bytes (`solana:signMessage`); returns the ed25519 signature. */
  signMessage(message: Uint8Array): Promise<Uint8Array>
  /** Signs a serialized transaction; returns the signed bytes. */
  signTransactionBytes(transaction: Uint8Array): Promise<Uint8Array>
  /** Signs and sends a serialized transaction; returns the base58 signature. */
  signAndSendTransactionBytes(transaction: Uint8Array, options?: SendOptions): Promise<string>
}

export interface SendOptions {
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized'
  skipPreflight?: boolean
  maxRetries?: number
  minContextSlot?: number
}

interface RpcParams {
  message?: string
  pubkey?: string
  transaction?: string
  transactions?: string[]
  sendOptions?: SendOptions
}

const solanaAccount = (accounts: readonly WalletAccount[]) =>
  accounts.find((a) => a.chains.some((c) => c.startsWith('solana:'))) ?? accounts[0]

export function createWalletStandardProvider(wallet: Wallet, getChain: () => SolanaStandardChain): WalletStandardProvider {
  const features = featuresOf(wallet)
  let account: WalletAccount | undefined

  const requireAccount = (pubkey?: string) => {
    const found = pubkey ? wallet.accounts.find((a) => a.address === pubkey) ?? (account?.address === pubkey ? account : undefined) : account
    if (!found) throw pubkey
        ? ChainError.worded(solanaErrorMessages, 'unknownAccount', { account: pubkey }, { code: UNAUTHORIZED })
        : ChainError.worded(solanaErrorMessages, 'walletNotConnected', undefined, { code: UNAUTHORIZED })
    return found
  }
  const requireFeature = <K extends keyof typeof features>(name: K) => {
    const feature = features[name]
    if (!feature) throw ChainError.worded(solanaErrorMessages, 'notSupported', { name: wallet.name, feature: String(name) }, { code: UNSUPPORTED_METHOD })
    return feature as NonNullable<(typeof features)[K]>
  }

  const provider: WalletStandardProvider = {
    // AppKit's provider shape for hosts that build web3.js transactions; they call back into the byte methods below.
    ...web3TransactionMethods({
      signTransactionBytes: (transaction) => provider.signTransactionBytes(transaction),
      signAndSendTransactionBytes: (transaction, options) => provider.signAndSendTransactionBytes(transaction, options),
    }),
    wallet,
    name: wallet.name,
    icon: wallet.icon,
    get account() {
      return account
    },
    async connect(options) {
      const { accounts } = await requireFeature('standard:connect').connect(options)
      account = solanaAccount(accounts)
      return account
    },
    async disconnect() {
      account = undefined
      await features['standard:disconnect']?.disconnect()
    },
    watchAccounts(listener) {
      const on = features['standard:events']?.on
      if (!on) return () => {}
      return on('change', ({ accounts }) => {
        if (!accounts) return
        const solana = accounts.filter((a) => a.chains.some((c) => c.startsWith('solana:')))
        account = solana[0]
        listener(solana.map((a) => a.address))
      })
    },
    supports(method) {
      switch (method) {
        case 'solana_getAccounts':
        case 'solana_requestAccounts':
          return true
        case 'solana_signMessage':
          return Boolean(features['solana:signMessage'])
        case 'solana_signAndSendTransaction':
          return Boolean(features['solana:signAndSendTransaction'])
        default:
          return Boolean(features['solana:signTransaction'])
      }
    },
    async signMessage(message) {
      const [output] = await requireFeature('solana:signMessage').signMessage({
        account: requireAccount(),
        message,
      })
      return output!.signature as Uint8Array
    },
    async signTransactionBytes(transaction) {
      const [output] = await requireFeature('solana:signTransaction').signTransaction({
        account: requireAccount(),
        transaction,
        chain: getChain(),
      })
      return output!.signedTransaction as Uint8Array
    },
    async signAndSendTransactionBytes(transaction, options) {
      const [output] = await requireFeature('solana:signAndSendTransaction').signAndSendTransaction({ account: requireAccount(), transaction, chain: getChain(), options })
      return encodeBase58(output!.signature as Uint8Array)
    },
    async request({ method, params }) {
      const p = (params ?? {}) as RpcParams
      switch (method as SolanaRpcMethod) {
        case 'solana_getAccounts':
          return account ? [{ pubkey: account.address }] : []
        case 'solana_requestAccounts': {
          const connected = account ?? (await provider.connect())
          return connected ? [{ pubkey: connected.address }] : []
        }
        case 'solana_signMessage': {
          requireAccount(p.pubkey)
          const signature = await provider.signMessage(decodeBase58(String(p.message ?? '')))
          return { signature: encodeBase58(signature) }
        }
        case 'solana_signTransaction': {
          requireAccount(p.pubkey)
          const signed = await provider.signTransactionBytes(decodeBase64(String(p.transaction ?? '')))
          return { transaction: encodeBase64(signed) }
        }
        case 'solana_signAllTransactions': {
          requireAccount(p.pubkey)
          const signed = []
          for (const tx of p.transactions ?? []) signed.push(encodeBase64(await provider.signTransactionBytes(decodeBase64(tx))))
          return { transactions: signed }
        }
        case 'solana_signAndSendTransaction': {
          requireAccount(p.pubkey)
          const signature = await provider.signAndSendTransactionBytes(decodeBase64(String(p.transaction ?? '')), p.sendOptions)
          return { signature }
        }
        default:
          throw ChainError.worded(solanaErrorMessages, 'notSupported', { name: wallet.name, feature: method }, { code: UNSUPPORTED_METHOD })
      }
    },
  }
  return provider
}
