// The Solana devnet funds these accounts at start. Each seed is sha256('airlock-solana-devnet/<label>'),
// so keys and addresses are the same on every run and every machine. They are public test keys:
// never send real funds to them.
import { Keypair } from '@solana/web3.js'

/** SOL balance of every devnet account at start, in whole SOL. */
export const SOLANA_DEVNET_ACCOUNT_BALANCE = 100

/** USDC (6 decimals, whole units) each account's associated token account holds at start. */
export const SOLANA_DEVNET_USDC_BALANCE = 1000

export interface SolanaDevnetAccount {
  /** Base58 public key. */
  address: string
  /** The 32-byte ed25519 seed, hex; `Keypair.fromSeed` turns it into the keypair. */
  seed: string
  /** The 64-byte secret key (seed ‖ public key), base58: the form wallets import. */
  secretKey: string
}

/** Labels account-0 … account-4. accounts.test.ts re-derives every field. */
export const SOLANA_DEVNET_ACCOUNTS: readonly SolanaDevnetAccount[] = [
  {
    address: 'Geyu4bEj7TNZCytBq8iCtUWYurLL4yumVakNH478vhCu',
    seed: 'd5b25529fd4c53796e062384ba9a82bd94fbaabeaa4740fa47a196630774349f',
    secretKey: '5God4qDBJyAv2kRUXYzYQFRMmcoXD5MKLCZTyWjRGw2pE5236JrKwCc58JAkqzAriwEjeVN6AhXkJR2mdmU8BhcV',
  },
  {
    address: '8jGn1C2TEQvRKkiqAyATfBw3hAWVFRL4mQsnMGcgoqFC',
    seed: 'c72e5e7f16fbe519dd24fa8aa09fbc712c90fd0873ffd3e1c6108a5c1c5f233c',
    secretKey: '4yyMRL2ctdBu4ZV69ybcjLuqJQTQUdLv3UbCBEHjqqp9zwrsrG9u8P1mn7D5hdHU7x3SvwNC6nz36SA2G7U4G1pi',
  },
  {
    address: 'HJFHPLRzgqHjZwnwFoP9A8VwY56fdL9s5kT7SZVmgu3a',
    seed: '5430309655a284f15259eac58ae180465e639010f7eb8fe82805d87e633dd21b',
    secretKey: '2gdG5HcVCgX3cZ7R5pqVheaBprK87S8WNFA1WyvTN5AzsaPH9v2y8f39ubeW2GYEkUMaEAd2qH4qSAAY78ZVJp5J',
  },
  {
    address: 'Cts79ZyvVqCfYCEnK3TcAx3djH1zc9nz4271CoT8oiEQ',
    seed: '7a9957300cf39bbfbc41c233788de3fb19ecc3a5a33653249288b2ba1b1715e7',
    secretKey: '3TAf5gTTA8t39YFCj6CvTvBqSdprFN98SDPXi6ATFR6xyjZQJMLFkyUyd3KtULqKcFjbJy2bGKDY4QsSaNDLHmoa',
  },
  {
    address: 'D62QtFdcZCU5HuSRuWTLxEVhHLSsxWr8zeX8UQWtqo4Z',
    seed: '4496e8e768e2406b14d141b887ead4ab7d4b40ccd373f5ad68c7c2b253fcedb9',
    secretKey: '2NY8hGixFPmigbZ9b341dBGTeCaScTY23Wm87ptppnDqi4CTBFLf1J246pt7LohDavJJ23uyPB2TJime5R3tyXqF',
  },
]

/**
 * The USDC-like mint's own keypair (label usdc-mint) fixes its address; the mint authority
 * (label usdc-mint-authority) is kept apart from the user accounts so their histories stay plain.
 */
export const SOLANA_DEVNET_USDC_MINT: SolanaDevnetAccount = {
  address: 'CoCvK8vDC1rSJLffBWK3Asamuwcj1hiRFh4ykYHs8moq',
  seed: '4cc15da6cb04d6853732ffda3c1b6055a471b21537dbe1d276450d645dfa43ab',
  secretKey: '2Y1Lwy894Dy7nzfcWNpsyu5RfMBkncUsseS5HLYFSRMpAfF6isgSkTZUbm3ey38o2zLeBEuH2PqyeFd3vR1WbG3M',
}

export const SOLANA_DEVNET_MINT_AUTHORITY: SolanaDevnetAccount = {
  address: '48NvJaUUtTk79z5pS7NvRZ63xF5idj4qJv6Gp59cQkXB',
  seed: 'f96856f8b1228106a9e0635f77bd0eede75f66a4672543aff340e0d809b20320',
  secretKey: '5zDSTrrEvwciTdouwY65C6YY8ZH6tfhNtPGSTF1NCJsQgMKbCLtNKGwnmaQd9bssJCLTTUxUSc8b9fEwBSHwbvyP',
}

/** The web3.js keypair of a devnet account. */
export function solanaDevnetKeypair(account: SolanaDevnetAccount | number): Keypair {
  const entry = typeof account === 'number' ? SOLANA_DEVNET_ACCOUNTS[account] : account
  if (!entry) throw new RangeError(`No Solana devnet account ${String(account)}`)
  return Keypair.fromSeed(Buffer.from(entry.seed, 'hex'))
}
