import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { Keypair, VersionedTransaction } from '@solana/web3.js'
import { createWalletIcon } from './createWalletIcon'
import { postJsonRpc } from './postJsonRpc'
import { providerError } from './ProviderRpcError'
import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageInput,
  SolanaSignMessageOutput,
  SolanaSignTransactionInput,
  StandardChangeProperties,
  Wallet,
  WalletAccount,
  WalletIcon,
} from './walletStandardTypes'
import { memoryGrants, type WalletGrants } from './walletGrants'

export const SOLANA_CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const
const ACCOUNT_FEATURES = ['solana:signAndSendTransaction', 'solana:signTransaction', 'solana:signMessage'] as const

export interface SolanaTestWalletBehaviour {
  /** standard:connect fails with 4001 (User rejected the request.). */
  rejectConnect?: boolean
  /** signMessage, signTransaction and signAndSendTransaction fail with 4001. */
  rejectSign?: boolean
  /** Milliseconds the simulated user takes before answering a prompt. */
  delayMs?: number
}

export interface SolanaTestWalletOptions {
  /** 64-byte secret key (Keypair.secretKey) or 32-byte seed. */
  secretKey: Uint8Array
  /** Every chain of the wallet goes to this one JSON-RPC endpoint: the sandbox devnet. */
  rpcUrl: string
  name?: string
  icon?: WalletIcon
  behaviour?: SolanaTestWalletBehaviour
  /** Where the site's approval is remembered; in memory (forgotten on reload) when absent. */
  grants?: WalletGrants
}

export interface SolanaTestWallet extends Wallet {
  /** base58 address of the key. */
  readonly publicKey: string
  readonly behaviour: Readonly<SolanaTestWalletBehaviour>
  script(patch: SolanaTestWalletBehaviour): void
}

/** A Wallet Standard Solana wallet that signs with a local key, for the demo page and tests. */
export function createSolanaTestWallet(options: SolanaTestWalletOptions): SolanaTestWallet {
  const keypair = options.secretKey.length === 32 ? Keypair.fromSeed(options.secretKey) : Keypair.fromSecretKey(options.secretKey)
  const name = options.name ?? 'Airlock Solana Test Wallet'
  const account: WalletAccount = Object.freeze({
    address: keypair.publicKey.toBase58(),
    publicKey: keypair.publicKey.toBytes(),
    chains: SOLANA_CHAINS,
    features: ACCOUNT_FEATURES,
    label: name,
  })
  const grants = options.grants ?? memoryGrants()
  // An approval remembered from an earlier page load: a silent connect restores it (BYD-26).
  let accounts: readonly WalletAccount[] = grants.granted() ? [account] : []
  let behaviour: SolanaTestWalletBehaviour = { ...options.behaviour }
  const listeners = new Set<(properties: StandardChangeProperties) => void>()

  const emitChange = () => {
    for (const listener of [...listeners]) listener({ accounts })
  }

  async function prompt(reject?: boolean) {
    if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs))
    if (reject) throw providerError(4001)
  }

  // Apps pass back the account object they got, but compare by address: some copy it.
  function assertOwnAccount(input: { account: WalletAccount }) {
    if (!accounts.length || input.account.address !== account.address) throw providerError(4100)
  }

  function signTransactionBytes(bytes: Uint8Array): VersionedTransaction {
    const tx = VersionedTransaction.deserialize(bytes)
    const index = tx.message.staticAccountKeys.findIndex((key) => key.equals(keypair.publicKey))
    if (index < 0 || index >= tx.message.header.numRequiredSignatures) {
      throw providerError(-32602, `Transaction does not need a signature from ${account.address}`)
    }
    tx.sign([keypair])
    return tx
  }

  const features = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input?: { silent?: boolean }) {
        // A silent connect (auto-connect) must never prompt; it only restores an approval.
        if (!accounts.length && !input?.silent) {
          await prompt(behaviour.rejectConnect)
          accounts = [account]
          grants.set(true)
          emitChange()
        }
        return { accounts }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        if (!accounts.length) return
        accounts = []
        grants.set(false)
        emitChange()
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(event: 'change', listener: (properties: StandardChangeProperties) => void) {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs: SolanaSignMessageInput[]): Promise<SolanaSignMessageOutput[]> {
        inputs.forEach(assertOwnAccount)
        await prompt(behaviour.rejectSign)
        return inputs.map(({ message }) => ({
          signedMessage: message,
          signature: ed25519.sign(message, keypair.secretKey.slice(0, 32)),
          signatureType: 'ed25519' as const,
        }))
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0] as const,
      async signTransaction(...inputs: SolanaSignTransactionInput[]) {
        inputs.forEach(assertOwnAccount)
        await prompt(behaviour.rejectSign)
        return inputs.map(({ transaction }) => ({ signedTransaction: signTransactionBytes(transaction).serialize() }))
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0] as const,
      async signAndSendTransaction(...inputs: SolanaSignAndSendTransactionInput[]) {
        inputs.forEach(assertOwnAccount)
        await prompt(behaviour.rejectSign)
        const outputs: { signature: Uint8Array }[] = []
        // One after another, as the feature requires for several inputs.
        for (const { transaction, options: sendOptions = {} } of inputs) {
          const signed = signTransactionBytes(transaction)
          const signature = await postJsonRpc(options.rpcUrl, 'sendTransaction', [
            base64.encode(signed.serialize()),
            { encoding: 'base64', ...sendOptions },
          ])
          outputs.push({ signature: base58.decode(String(signature)) })
        }
        return outputs
      },
    },
  }

  return {
    version: '1.0.0',
    name,
    icon: options.icon ?? (createWalletIcon(name) as WalletIcon),
    chains: SOLANA_CHAINS,
    features,
    get accounts() {
      return accounts
    },
    publicKey: account.address,
    get behaviour() {
      return { ...behaviour }
    },
    script(patch) {
      behaviour = { ...behaviour, ...patch }
    },
  }
}
