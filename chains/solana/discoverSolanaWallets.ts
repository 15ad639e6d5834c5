import { getWallets, type Wallets } from '@wallet-standard/app'
import type { Connector } from '../../kernel/plugin'
import { createWalletStandardProvider, type WalletStandardProvider } from './createWalletStandardProvider'
import type { SolanaStandardChain } from './toWalletStandardChain'
import { isSolanaWallet, type Wallet } from './walletStandard'

export interface SolanaWalletDiscovery {
  /** ANNOUNCED connectors for the Solana wallets registered so far. */
  connectors(): Connector[]
  /** Calls back with the full list whenever a wallet registers or unregisters. */
  watch(onChange: (connectors: Connector[]) => void): () => void
}

/**
 * Wallet Standard discovery: every registered wallet that connects and names a solana chain
 * becomes one ANNOUNCED connector with the wallet's name and icon. The registry is read lazily
 * (first call), so importing the plugin during SSR does not touch `window`.
 */
export function discoverSolanaWallets(args: {
  wallets?: Wallets
  getChain: () => SolanaStandardChain
}): SolanaWalletDiscovery {
  let registry = args.wallets
  const registryOf = () => (registry ??= getWallets())
  // One connector per wallet object, so a wallet that registers twice is listed once.
  const byWallet = new WeakMap<Wallet, Connector>()

  const connectorFor = (wallet: Wallet): Connector => {
    let connector = byWallet.get(wallet)
    if (!connector) {
      const provider: WalletStandardProvider = createWalletStandardProvider(wallet, args.getChain)
      connector = {
        id: wallet.name,
        name: wallet.name,
        type: 'ANNOUNCED',
        chain: 'solana',
        imageUrl: wallet.icon,
        info: { name: wallet.name, icon: wallet.icon },
        provider,
      }
      byWallet.set(wallet, connector)
    }
    return connector
  }

  const connectors = () => {
    const seen = new Set<string>()
    return registryOf()
      .get()
      .filter(isSolanaWallet)
      .map(connectorFor)
      .filter((c) => !seen.has(c.id) && Boolean(seen.add(c.id)))
  }

  return {
    connectors,
    watch(onChange) {
      const notify = () => onChange(connectors())
      const offs = [registryOf().on('register', notify), registryOf().on('unregister', notify)]
      return () => offs.forEach((off) => off())
    },
  }
}
