// The parts of @wallet-standard/base and @solana/wallet-standard-features this wallet
// implements, written out because those packages are not installed. Shapes follow
// https://github.com/wallet-standard/wallet-standard (base 1.x) and the Solana features.

export type WalletIcon = `data:image/${'svg+xml' | 'webp' | 'png' | 'gif'};base64,${string}`
export type IdentifierString = `${string}:${string}`

export interface WalletAccount {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly IdentifierString[]
  readonly features: readonly IdentifierString[]
  readonly label?: string
  readonly icon?: WalletIcon
}

export interface Wallet {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: WalletIcon
  readonly chains: readonly IdentifierString[]
  readonly features: Readonly<Record<IdentifierString, unknown>>
  readonly accounts: readonly WalletAccount[]
}

export interface StandardChangeProperties {
  readonly chains?: Wallet['chains']
  readonly features?: Wallet['features']
  readonly accounts?: Wallet['accounts']
}

export interface SolanaSignMessageInput {
  readonly account: WalletAccount
  readonly message: Uint8Array
}

export interface SolanaSignMessageOutput {
  readonly signedMessage: Uint8Array
  readonly signature: Uint8Array
  readonly signatureType?: 'ed25519'
}

export interface SolanaSignTransactionInput {
  readonly account: WalletAccount
  readonly transaction: Uint8Array
  readonly chain?: IdentifierString
}

export interface SolanaSignAndSendTransactionInput extends SolanaSignTransactionInput {
  readonly chain: IdentifierString
  readonly options?: {
    readonly preflightCommitment?: string
    readonly skipPreflight?: boolean
    readonly maxRetries?: number
    readonly minContextSlot?: number
  }
}

/** The app side of the register protocol ('wallet-standard:app-ready' detail). */
export interface WalletsRegisterApi {
  register(...wallets: Wallet[]): () => void
}
