// A minimal in-memory Wallet Standard wallet for this folder's unit tests. Chain plugins may not
// import the sandbox (where the real test wallet lives, used by sandbox/integration tests), so
// this stands in for a browser extension that cannot run here. It signs with a real ed25519 key.
import { ed25519 } from '@noble/curves/ed25519'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { encodeBase58 } from '../base58'

export interface FakeSolanaWallet extends Wallet {
  readonly address: string
  /** Plays the wallet UI: the visitor revokes the site. */
  revoke(): void
  /** Every feature call, by name. */
  readonly calls: string[]
}

export function createFakeSolanaWallet(options: { name?: string; chains?: `${string}:${string}`[]; features?: string[] } = {}): FakeSolanaWallet {
  const secret = ed25519.utils.randomPrivateKey()
  const publicKey = ed25519.getPublicKey(secret)
  const address = encodeBase58(publicKey)
  const chains = options.chains ?? ['solana:mainnet', 'solana:devnet']
  const account: WalletAccount = { address, publicKey, chains, features: ['solana:signMessage'] }
  let accounts: WalletAccount[] = []
  const calls: string[] = []
  const listeners = new Set<(p: { accounts: WalletAccount[] }) => void>()
  const change = () => listeners.forEach((l) => l({ accounts }))

  const all: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      connect: async (input?: { silent?: boolean }) => {
        calls.push(input?.silent ? 'connect(silent)' : 'connect')
        if (!input?.silent && accounts.length === 0) {
          accounts = [account]
          change()
        }
        return { accounts }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: async () => {
        calls.push('disconnect')
        accounts = []
        change()
      },
    },
    'standard:events': {
      version: '1.0.0',
      on: (_event: 'change', listener: (p: { accounts: WalletAccount[] }) => void) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => {
        calls.push('signMessage')
        return inputs.map(({ message }) => ({ signedMessage: message, signature: ed25519.sign(message, secret) }))
      },
    },
  }
  const features = Object.fromEntries(Object.entries(all).filter(([name]) => !options.features || options.features.includes(name)))

  return {
    version: '1.0.0',
    name: options.name ?? 'Fake Solana Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains,
    features,
    get accounts() {
      return accounts
    },
    address,
    calls,
    revoke() {
      accounts = []
      change()
    },
  }
}
