// The Wallet Standard shapes this plugin reads, as types only (nothing here reaches a bundle).
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'

export type { Wallet, WalletAccount }

export type SolanaWalletFeatures = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
>

/** A wallet's features, typed as far as this plugin uses them. */
export const featuresOf = (wallet: Wallet) => wallet.features as SolanaWalletFeatures

/** A Solana wallet the kit can connect: it connects and names a solana chain. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return 'standard:connect' in wallet.features && wallet.chains.some((chain) => chain.startsWith('solana:'))
}
