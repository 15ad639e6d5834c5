// A few dozen well-known wallets with their public names, rdns and chains, so the sandbox
// modal looks like the real one and EIP-6963 test wallets can match catalogue entries by rdns.
// Ids marked `id` are the real catalogue ids (public identifiers that host apps put in
// featuredWalletIds); the others get a derived id. Links are the wallets' public deep links.

export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const BITCOIN_MAINNET = 'bip122:000000000019d6689c085ae165831e93'
export const EVM_POPULAR = ['eip155:1', 'eip155:137', 'eip155:10', 'eip155:42161', 'eip155:8453', 'eip155:56']

export interface KnownWallet {
  name: string
  id?: string
  rdns: string | null
  chains: string[]
  /** Native scheme such as `metamask://`; also used as mobile_link when there is no universal link. */
  scheme?: string
  universal?: string
  desktop?: string
  webapp?: string
  homepage: string
  ios?: string
  android?: string
  chrome?: string
  certified?: boolean
}

const evm = EVM_POPULAR
const evmSol = [...EVM_POPULAR, SOLANA_MAINNET]
const all = [...EVM_POPULAR, SOLANA_MAINNET, BITCOIN_MAINNET]

export const KNOWN_WALLETS: readonly KnownWallet[] = [
  { name: 'MetaMask', id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', rdns: 'io.metamask', chains: evmSol, scheme: 'metamask://', universal: 'https://metamask.app.link', homepage: 'https://metamask.io', chrome: 'https://chrome.google.com/webstore/detail/nkbihfbeogaeaoehlefnkodbefgpgknn', certified: true },
  { name: 'Trust Wallet', id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0', rdns: 'com.trustwallet.app', chains: all, scheme: 'trust://', universal: 'https://link.trustwallet.com', homepage: 'https://trustwallet.com', certified: true },
  { name: 'Coinbase Wallet', id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa', rdns: 'com.coinbase.wallet', chains: evmSol, scheme: 'cbwallet://', universal: 'https://go.cb-w.com', homepage: 'https://www.coinbase.com/wallet', certified: true },
  { name: 'Rainbow', id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369', rdns: 'me.rainbow', chains: evm, scheme: 'rainbow://', universal: 'https://rnbwapp.com', homepage: 'https://rainbow.me', certified: true },
  { name: 'Phantom', id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393', rdns: 'app.phantom', chains: [SOLANA_MAINNET, 'eip155:1', 'eip155:137', 'eip155:8453', BITCOIN_MAINNET], scheme: 'phantom://', universal: 'https://phantom.app/ul', homepage: 'https://phantom.app', certified: true },
  { name: 'Solflare', id: '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79', rdns: 'com.solflare', chains: [SOLANA_MAINNET], scheme: 'solflare://', universal: 'https://solflare.com/ul', homepage: 'https://solflare.com' },
  { name: 'Ledger Live', id: '19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927', rdns: null, chains: all, scheme: 'ledgerlive://', desktop: 'ledgerlive://', homepage: 'https://www.ledger.com/ledger-live', certified: true },
  { name: 'Frame', id: '163d2cf19babf05eb8962e9748f9ebe613ed52ebf9c8107c9a0f104bfcf161b3', rdns: 'sh.frame', chains: evm, desktop: 'frame://', homepage: 'https://frame.sh' },
  { name: 'Talisman', id: 'e0c2e199712878ed272e2c170b585baa0ff0eb50b07521ca586ebf7aeeffc598', rdns: 'xyz.talisman', chains: evm, homepage: 'https://talisman.xyz' },
  { name: 'Rabby Wallet', id: '18388be9ac2d02726dbac9777c96efaac06d744b2f6d580fccdd4127a6d01fd1', rdns: 'io.rabby', chains: evm, homepage: 'https://rabby.io' },
  { name: 'Status', id: 'af9a6dfff9e63977bbde28fb23518834f08b696fe8bff6dd6827acad1814c6be', rdns: null, chains: ['eip155:1'], scheme: 'status-app://', homepage: 'https://status.app' },
  { name: 'Zerion', rdns: 'io.zerion.wallet', chains: evm, scheme: 'zerion://', universal: 'https://wallet.zerion.io', homepage: 'https://zerion.io', certified: true },
  { name: 'OKX Wallet', rdns: 'com.okex.wallet', chains: all, scheme: 'okex://main', homepage: 'https://www.okx.com/web3', certified: true },
  { name: 'Bitget Wallet', rdns: 'com.bitget.web3', chains: all, scheme: 'bitkeep://', universal: 'https://bkcode.vip', homepage: 'https://web3.bitget.com' },
  { name: 'Binance Wallet', rdns: 'com.binance.wallet', chains: evmSol, scheme: 'bnc://app.binance.com/cedefi/', homepage: 'https://www.binance.com/en/web3wallet' },
  { name: 'Uniswap Wallet', rdns: 'org.uniswap.app', chains: evm, scheme: 'uniswap://', universal: 'https://uniswap.org/app', homepage: 'https://wallet.uniswap.org', certified: true },
  { name: 'Safe', rdns: null, chains: evm, webapp: 'https://app.safe.global', homepage: 'https://safe.global' },
  { name: 'Argent', rdns: null, chains: ['eip155:1', 'eip155:324'], scheme: 'argent://app/', universal: 'https://argent.link/app', homepage: 'https://www.argent.xyz' },
  { name: 'imToken', rdns: 'im.token', chains: [...evm, BITCOIN_MAINNET], scheme: 'imtokenv2://', homepage: 'https://token.im' },
  { name: 'TokenPocket', rdns: 'pro.tokenpocket', chains: all, scheme: 'tpoutside://', homepage: 'https://www.tokenpocket.pro' },
  { name: 'SafePal', rdns: 'com.safepal', chains: all, scheme: 'safepalwallet://', universal: 'https://link.safepal.io', homepage: 'https://safepal.com' },
  { name: 'Exodus', rdns: 'com.exodus.web3-wallet', chains: all, scheme: 'exodus://', homepage: 'https://www.exodus.com' },
  { name: 'Zengo Wallet', rdns: null, chains: ['eip155:1', 'eip155:137', BITCOIN_MAINNET], scheme: 'zengo://', universal: 'https://get.zengo.com', homepage: 'https://zengo.com' },
  { name: 'Backpack', rdns: 'app.backpack', chains: [SOLANA_MAINNET, 'eip155:1'], homepage: 'https://backpack.app' },
  { name: 'Keplr', rdns: 'app.keplr', chains: ['cosmos:cosmoshub-4', 'eip155:1'], scheme: 'keplrwallet://', homepage: 'https://www.keplr.app' },
  { name: 'Crypto.com Onchain', rdns: 'com.crypto.wallet', chains: evm, scheme: 'dfw://', homepage: 'https://crypto.com/onchain' },
  { name: 'Enkrypt', rdns: 'com.enkrypt', chains: evm, homepage: 'https://www.enkrypt.com' },
  { name: 'Brave Wallet', rdns: 'com.brave.wallet', chains: evmSol, homepage: 'https://brave.com/wallet' },
  { name: 'Core', rdns: 'app.core.extension', chains: ['eip155:43114', 'eip155:1', BITCOIN_MAINNET], scheme: 'core://', homepage: 'https://core.app' },
  { name: 'Xverse', rdns: 'com.xverse', chains: [BITCOIN_MAINNET], scheme: 'xverse://', homepage: 'https://www.xverse.app' },
  { name: 'Leather', rdns: 'io.leather', chains: [BITCOIN_MAINNET], homepage: 'https://leather.io' },
  { name: 'Magic Eden', rdns: 'io.magiceden.wallet', chains: [SOLANA_MAINNET, BITCOIN_MAINNET, 'eip155:1'], scheme: 'magiceden://', homepage: 'https://wallet.magiceden.io' },
  { name: 'Glow', rdns: null, chains: [SOLANA_MAINNET], homepage: 'https://glow.app' },
  { name: '1inch Wallet', rdns: 'io.1inch.wallet', chains: evmSol, scheme: 'oneinch://', homepage: 'https://1inch.io/wallet' },
  { name: 'Ambire Wallet', rdns: 'com.ambire', chains: evm, webapp: 'https://wallet.ambire.com', homepage: 'https://www.ambire.com' },
  { name: 'Taho', rdns: 'xyz.taho', chains: evm, homepage: 'https://taho.xyz' },
]
