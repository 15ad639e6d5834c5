import { ChainError, readSessionAccounts, type RequestProvider, type WalletConnectProviderLike } from '../../kernel/plugin'
import { decodeBase58, encodeBase58 } from './base58'
import { encodeBase64 } from './base64'
import type { SendOptions, SolanaRpcMethod } from './createWalletStandardProvider'
import { requestSolana, supportsSolanaMethod } from './requestSolana'
import { signedTransactionBytes, type SignTransactionAnswer } from './signedTransactionBytes'
import { web3TransactionMethods, type Web3TransactionMethods } from './web3TransactionMethods'
import { solanaErrorMessages } from './solanaErrorMessages'

/**
 * What `useAppKitProvider('solana')` hands a host for a WalletConnect session: AppKit's Solana
 * provider shape (`signMessage(bytes)`, `signTransaction(tx)`, `sendTransaction(tx, connection)`,
 * ...) over the session's `solana_*` requests, so host code written for an extension works on a
 * WalletConnect wallet too. `request` stays for hosts that speak the RPC form themselves.
 */
export interface WalletConnectSolanaProvider extends RequestProvider, Web3TransactionMethods {
  /** The session's Solana account on the kit's network; undefined once the session has none. */
  readonly address: string | undefined
  supports(method: SolanaRpcMethod): boolean
  signMessage(message: Uint8Array): Promise<Uint8Array>
  signTransactionBytes(transaction: Uint8Array): Promise<Uint8Array>
  signAndSendTransactionBytes(transaction: Uint8Array, options?: SendOptions): Promise<string>
}

interface Target {
  /** The kit's Solana network, as the CAIP-2 id WalletConnect requests name. */
  chain(): string | undefined
}

export function createWalletConnectSolanaProvider(session: RequestProvider, target: Target): WalletConnectSolanaProvider {
  const address = () => readSessionAccounts(session as WalletConnectProviderLike, 'solana', target.chain() as never)[0]
  const pubkey = () => {
    const found = address()
    if (!found) throw ChainError.worded(solanaErrorMessages, 'sessionNoAccount', undefined, { code: 4100 })
    return found
  }
  const ask = <T>(method: SolanaRpcMethod, params: unknown) => requestSolana<T>(session, method, params, target.chain())

  const provider: WalletConnectSolanaProvider = {
    ...web3TransactionMethods({
      signTransactionBytes: (transaction) => provider.signTransactionBytes(transaction),
      signAndSendTransactionBytes: (transaction, options) => provider.signAndSendTransactionBytes(transaction, options),
    }),
    get address() {
      return address()
    },
    request: (args) => ask(args.method as SolanaRpcMethod, args.params),
    supports: (method) => supportsSolanaMethod(session, method),
    async signMessage(message) {
      const answer = await ask<{ signature: string } | string>('solana_signMessage', { message: encodeBase58(message), pubkey: pubkey() })
      return decodeBase58(typeof answer === 'string' ? answer : answer.signature)
    },
    async signTransactionBytes(transaction) {
      const from = pubkey()
      const answer = await ask<SignTransactionAnswer>('solana_signTransaction', { transaction: encodeBase64(transaction), pubkey: from })
      return signedTransactionBytes(answer, transaction, from)
    },
    async signAndSendTransactionBytes(transaction, options) {
      const answer = await ask<{ signature: string }>('solana_signAndSendTransaction', {
        transaction: encodeBase64(transaction),
        pubkey: pubkey(),
        ...(options ? { sendOptions: options } : {}),
      })
      return answer.signature
    },
  }
  return provider
}
