// The embedded wallet's Solana provider, as the kit's Solana chain plugin and the host see it:
// the shape of the chain plugin's Wallet Standard providers (connect, watchAccounts, the
// `solana_*` request form) plus the host methods AppKit's Solana provider has (signMessage,
// signTransaction, signAllTransactions, signAndSendTransaction). Reads go to the network's RPC;
// every signature is asked of the secure frame, where the visitor approves it.
import { decodeBase58, decodeBase64, encodeBase58, encodeBase64, ErrorMessages, type RequestProvider } from '../../kernel/plugin'
import { FrameRequestError } from './openFrameChannel'
import { createProviderEvents } from './providerEvents'
import { readRpc } from './readRpc'
import { classifyRpcMethod } from './rpcMethodPolicy'
import type { SolanaFrameChain, SolanaSigningMethod, SolanaSigningParams } from './solanaFrameProtocol'

const UNSUPPORTED_METHOD = 4200
const UNAUTHORIZED = 4100
const NOT_SIGNED_IN = 'The embedded wallet is not signed in'

/** The clusters the wallet signs for; each request names the network it is for. */
const CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const
const SIGNING_FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const

export interface SolanaAuthProviderDeps {
  /** The signed-in user's Solana address, or undefined when signed out. */
  address(): string | undefined
  /** The kit's current Solana network, with the RPC URL the frame sends to. */
  chain(): SolanaFrameChain | undefined
  /** Asks the visitor in the secure frame and carries the request out there. */
  approve(method: SolanaSigningMethod, params: SolanaSigningParams, chain: SolanaFrameChain): Promise<unknown>
  fetch?: typeof fetch
}

export interface SolanaAuthAccount {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly string[]
  readonly features: readonly string[]
}

/** A web3.js Transaction or VersionedTransaction: serializes itself; its class rebuilds it. */
export interface SerializableTransaction {
  serialize(options?: { requireAllSignatures?: boolean; verifySignatures?: boolean }): Uint8Array
}
type AnyTransaction = SerializableTransaction | Uint8Array

export interface SolanaAuthProvider extends RequestProvider {
  readonly name: string
  readonly icon: string
  /** The provider as a Wallet Standard wallet (what the kit's Solana plugin recognises). */
  readonly wallet: { version: '1.0.0'; name: string; icon: string; chains: readonly string[]; features: Record<string, unknown>; readonly accounts: readonly SolanaAuthAccount[] }
  readonly account: SolanaAuthAccount | undefined
  /** The connected base58 address. */
  readonly address: string | undefined
  connect(options?: { silent?: boolean }): Promise<SolanaAuthAccount | undefined>
  disconnect(): Promise<void>
  watchAccounts(listener: (addresses: string[]) => void): () => void
  supports(method: string): boolean
  signMessage(message: Uint8Array): Promise<Uint8Array>
  signTransactionBytes(transaction: Uint8Array): Promise<Uint8Array>
  signAndSendTransactionBytes(transaction: Uint8Array, options?: SolanaSigningParams['sendOptions']): Promise<string>
  /** AppKit's: signs a web3.js transaction (or its bytes) and gives back the same kind, signed. */
  signTransaction<T extends AnyTransaction>(transaction: T): Promise<T>
  signAllTransactions<T extends AnyTransaction>(transactions: T[]): Promise<T[]>
  /** AppKit's: signs and sends; resolves with the base58 signature the network accepted. */
  signAndSendTransaction(transaction: AnyTransaction, options?: SolanaSigningParams['sendOptions']): Promise<string>
  on(event: 'accountsChanged' | 'disconnect', listener: (...args: any[]) => void): void
  removeListener(event: 'accountsChanged' | 'disconnect', listener: (...args: any[]) => void): void
  /** The session changed (sign-in, sign-out): tells the watchers. */
  sessionChanged(): void
}

const ICON =
  'data:image/svg+xml;base64,' +
  btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3350e0"/><path d="M7 10h18v12H7z" fill="none" stroke="#fff" stroke-width="2"/><path d="m7 10 9 7 9-7" fill="none" stroke="#fff" stroke-width="2"/></svg>')

const serialize = (tx: AnyTransaction) => (tx instanceof Uint8Array ? tx : tx.serialize({ requireAllSignatures: false, verifySignatures: false }))

/** The signed bytes as the kind the caller gave: bytes, or a new object of the caller's class. */
function rebuild<T extends AnyTransaction>(original: T, signed: Uint8Array): T {
  if (original instanceof Uint8Array) return signed as T
  const kind = original.constructor as { deserialize?(bytes: Uint8Array): T; from?(bytes: Uint8Array): T }
  if (typeof kind.deserialize === 'function') return kind.deserialize(signed)
  if (typeof kind.from === 'function') return kind.from(signed)
  throw new FrameRequestError('The signed transaction could not be rebuilt: pass a web3.js transaction or its bytes')
}

export function createSolanaAuthProvider(deps: SolanaAuthProviderDeps): SolanaAuthProvider {
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const watchers = new Set<(addresses: string[]) => void>()
  const events = createProviderEvents()
  let connected = false

  const { emit } = events

  const accountOf = (address: string): SolanaAuthAccount => ({ address, publicKey: decodeBase58(address), chains: CHAINS, features: SIGNING_FEATURES })
  const current = () => {
    const address = deps.address()
    return connected && address ? accountOf(address) : undefined
  }

  function requireChain(): SolanaFrameChain {
    const chain = deps.chain()
    if (!chain) throw new FrameRequestError('No Solana network is configured', UNSUPPORTED_METHOD)
    return chain
  }

  async function sign<R>(method: SolanaSigningMethod, params: SolanaSigningParams): Promise<R> {
    const address = deps.address()
    if (!address) throw new FrameRequestError(NOT_SIGNED_IN, UNAUTHORIZED)
    return (await deps.approve(method, { pubkey: address, ...params }, requireChain())) as R
  }


  const provider: SolanaAuthProvider = {
    name: 'Email Wallet',
    icon: ICON,
    get wallet() {
      return wallet
    },
    get account() {
      return current()
    },
    get address() {
      return current()?.address
    },
    async connect(options) {
      const address = deps.address()
      if (!address) {
        if (options?.silent) return undefined
        throw new FrameRequestError(NOT_SIGNED_IN, UNAUTHORIZED)
      }
      connected = true
      return accountOf(address)
    },
    async disconnect() {
      // Signing out of the secure site is the plugin's part; this only ends the kit's use of it.
      if (!connected) return
      connected = false
      emit('disconnect', undefined)
    },
    watchAccounts(listener) {
      watchers.add(listener)
      return () => void watchers.delete(listener)
    },
    sessionChanged() {
      const addresses = deps.address() ? [deps.address()!] : []
      if (!connected) return
      for (const watcher of [...watchers]) watcher(addresses)
      emit('accountsChanged', addresses)
    },
    supports: (method) => method.startsWith('solana_'),
    async signMessage(message) {
      const { signature } = await sign<{ signature: string }>('solana_signMessage', { message: encodeBase58(message) })
      return decodeBase58(signature)
    },
    async signTransactionBytes(transaction) {
      const { transaction: signed } = await sign<{ transaction: string }>('solana_signTransaction', { transaction: encodeBase64(transaction) })
      return decodeBase64(signed)
    },
    async signAndSendTransactionBytes(transaction, sendOptions) {
      const { signature } = await sign<{ signature: string }>('solana_signAndSendTransaction', { transaction: encodeBase64(transaction), sendOptions })
      return signature
    },
    async signTransaction(transaction) {
      return rebuild(transaction, await provider.signTransactionBytes(serialize(transaction)))
    },
    async signAllTransactions(transactions) {
      const { transactions: signed } = await sign<{ transactions: string[] }>('solana_signAllTransactions', {
        transactions: transactions.map((tx) => encodeBase64(serialize(tx))),
      })
      return transactions.map((tx, i) => rebuild(tx, decodeBase64(signed[i] ?? '')))
    },
    signAndSendTransaction: (transaction, sendOptions) => provider.signAndSendTransactionBytes(serialize(transaction), sendOptions),
    async request({ method, params }) {
      switch (method) {
        case 'solana_getAccounts': {
          const account = current()
          return account ? [{ pubkey: account.address }] : []
        }
        case 'solana_requestAccounts': {
          const account = current() ?? (await provider.connect())
          return account ? [{ pubkey: account.address }] : []
        }
      }
      const kind = classifyRpcMethod(method)
      if (kind === 'unsafe' && method.startsWith('solana_')) return sign(method as SolanaSigningMethod, (params ?? {}) as SolanaSigningParams)
      // The safe list is shared with eip155; only Solana's own reads go to a Solana RPC.
      if (kind === 'safe' && !/^(eth|net|web3)_/.test(method)) return readRpc(doFetch, requireChain().rpcUrl, method, params)
      throw new FrameRequestError(ErrorMessages.rpcCallNotAllowed, UNSUPPORTED_METHOD)
    },
    on: events.on,
    removeListener: events.removeListener,
  }

  const wallet: SolanaAuthProvider['wallet'] = {
    version: '1.0.0',
    name: provider.name,
    icon: ICON,
    chains: CHAINS,
    get accounts() {
      const account = current()
      return account ? [account] : []
    },
    // The Wallet Standard features over the same calls, for hosts that hand the wallet to a library.
    features: {
      'standard:connect': { version: '1.0.0', connect: async (input?: { silent?: boolean }) => ({ accounts: (await provider.connect(input)) ? wallet.accounts : [] }) },
      'standard:disconnect': { version: '1.0.0', disconnect: () => provider.disconnect() },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: (change: { accounts: readonly SolanaAuthAccount[] }) => void) =>
          provider.watchAccounts(() => listener({ accounts: wallet.accounts })),
      },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: async (...inputs: { message: Uint8Array }[]) =>
          Promise.all(inputs.map(async ({ message }) => ({ signedMessage: message, signature: await provider.signMessage(message), signatureType: 'ed25519' }))),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: { transaction: Uint8Array }[]) =>
          Promise.all(inputs.map(async ({ transaction }) => ({ signedTransaction: await provider.signTransactionBytes(transaction) }))),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (...inputs: { transaction: Uint8Array }[]) => {
          const outputs: { signature: Uint8Array }[] = []
          for (const { transaction } of inputs) outputs.push({ signature: decodeBase58(await provider.signAndSendTransactionBytes(transaction)) })
          return outputs
        },
      },
    },
  }
  return provider
}
