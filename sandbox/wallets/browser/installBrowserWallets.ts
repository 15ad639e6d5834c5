import { base58 } from '@scure/base'
import { hexToBytes, type Hex } from 'viem'
import { DEVNET_ACCOUNTS } from '../../evm/accounts'
import { SOLANA_DEVNET_ACCOUNTS } from '../../solana/accounts'
import { announceEip6963 } from './announceEip6963'
import { createEip1193TestWallet } from './createEip1193TestWallet'
import { createKeplrTestWallet, injectWindowKeplr, type KeplrTestWallet } from './createKeplrTestWallet'
import { createSolanaTestWallet, type SolanaTestWallet } from './createSolanaTestWallet'
import { createTronTestWallet, injectWindowTronLink, type TronTestWallet } from './createTronTestWallet'
import { createWalletIcon } from './createWalletIcon'
import { injectWindowEthereum } from './injectWindowEthereum'
import type { BrowserWalletsSelection } from './parseWalletsQuery'
import { registerWalletStandard } from './registerWalletStandard'
import { createTonTestWallet, injectTonTestWallet, type TonTestWallet } from './tonTestWallet'
import type { Eip1193TestWallet, Eip1193TestWalletBehaviour } from './types'
import { localStorageGrants } from './walletGrants'

/** What the demo app puts in `window.__AIRLOCK_SANDBOX__` (or buildBrowserWallets bakes in). */
export interface BrowserWalletsConfig {
  /** Devnet JSON-RPC per EVM chain id. */
  rpcUrls: Record<number, string>
  /** Solana devnet JSON-RPC; needed for `solana`. */
  solanaRpcUrl?: string
  /** The TRON stand-in's URL, which the TRON wallet names as its node (TronLink's fullNode.host). */
  tronNodeUrl?: string
  /** The TON sandbox's toncenter v2 base; needed for `ton`. */
  tonRpcUrl?: string
  /** EVM chain the wallets start on; defaults to the first of rpcUrls. */
  chainId?: number
  keys?: {
    /** One per EVM wallet, EIP-6963 ones first, then the injected one. */
    evm?: Hex[]
    /** base58 64-byte secret key or 32-byte seed, or the secret key as a number array. */
    solana?: (string | number[])[]
    /** The Keplr-like wallet's secp256k1 private key, hex; DEFAULT_KEPLR_KEY otherwise. */
    cosmos?: string
    /** The TRON wallet's secp256k1 private key, hex; the TRON stand-in's account 0 otherwise. */
    tron?: string
    /** The TON wallet's ed25519 seed, hex; the TON sandbox's funded account 0 otherwise. */
    ton?: string
  }
  /** Optional names and rdns for the EIP-6963 wallets, by position. */
  eip6963?: { name?: string; rdns?: string }[]
  /** Behaviour every EVM wallet starts with. */
  behaviour?: Eip1193TestWalletBehaviour
  /** Selection used when the page URL has no ?wallets=. */
  wallets?: string
}

export interface InstalledBrowserWallets {
  eip6963: Eip1193TestWallet[]
  injected?: Eip1193TestWallet
  solana?: SolanaTestWallet
  /** The Keplr-like Cosmos wallet at window.keplr. */
  keplr?: KeplrTestWallet
  /** The TronLink-like TRON wallet at window.tronLink / window.tronWeb. */
  tron?: TronTestWallet
  /** The TonConnect TON wallet at window.airlockTonWallet. */
  ton?: TonTestWallet
  /** The multi-chain wallet's two faces: one name, an EVM key and a Solana key. */
  multichain?: { evm: Eip1193TestWallet; solana: SolanaTestWallet }
  /** Stops announcing, removes window.ethereum, window.keplr and window.tronLink, unregisters the Solana wallet. */
  uninstall(): void
}

/**
 * Seed of the Solana wallet when the config gives no key: the Solana devnet's account 0, which
 * the devnet funds with SOL and USDC at start. Public: devnet only.
 */
export const DEFAULT_SOLANA_SEED: Uint8Array = /*#__PURE__*/ hexToBytes(`0x${SOLANA_DEVNET_ACCOUNTS[0]!.seed}`)

/** The Solana wallets' default seeds: account 0 for the Solana wallet, 1 for the multi-chain one. */
const DEFAULT_SOLANA_SEEDS: readonly Uint8Array[] = [DEFAULT_SOLANA_SEED, /*#__PURE__*/ hexToBytes(`0x${SOLANA_DEVNET_ACCOUNTS[1]!.seed}`)]

/** The multi-chain test wallet's name and EIP-6963 rdns (its Wallet Standard face has the same name). */
export const MULTICHAIN_WALLET = Object.freeze({ name: 'Airlock Multichain Wallet', rdns: 'dev.airlock.multichain' })

/**
 * Account 9 deploys the devnet contracts, so the wallets use 0-8 by default: one each for
 * up to eight EIP-6963 wallets and the injected one.
 */
const DEFAULT_EVM_KEYS: readonly Hex[] = DEVNET_ACCOUNTS.slice(0, 9).map((a) => a.privateKey)

export function installBrowserWallets(
  config: BrowserWalletsConfig,
  selection: BrowserWalletsSelection,
  target: Window = globalThis.window,
): InstalledBrowserWallets {
  const evmKeys = config.keys?.evm ?? DEFAULT_EVM_KEYS
  const needed = selection.eip6963 + (selection.injected ? 1 : 0) + (selection.multichain ? 1 : 0)
  if (needed > evmKeys.length) throw new Error(`${needed} EVM test wallets need ${needed} keys, the config has ${evmKeys.length}`)
  const cleanups: (() => void)[] = []
  const evmWallet = (index: number, name: string, rdns: string) =>
    createEip1193TestWallet({
      privateKey: evmKeys[index]!,
      rpcUrls: config.rpcUrls,
      chainId: config.chainId,
      name,
      rdns,
      icon: createWalletIcon(name),
      // Page wallets grant ERC-7715 permissions, so the demo's smart sessions work out of the box.
      behaviour: { permissions: true, ...config.behaviour },
      grants: localStorageGrants(target, rdns),
    })

  const eip6963 = Array.from({ length: selection.eip6963 }, (_, i) => {
    const named = config.eip6963?.[i]
    const wallet = evmWallet(i, named?.name ?? `Airlock Test Wallet ${i + 1}`, named?.rdns ?? `dev.airlock.testwallet${i + 1}`)
    // Fixed uuids keep scenario runs comparable; EIP-6963 only asks them to be unique per page.
    const uuid = `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`
    cleanups.push(announceEip6963(wallet, { uuid, name: wallet.name, icon: wallet.icon, rdns: wallet.rdns }, target))
    return wallet
  })

  let injected: Eip1193TestWallet | undefined
  if (selection.injected) {
    injected = evmWallet(selection.eip6963, 'Airlock Injected Wallet', 'dev.airlock.injected')
    cleanups.push(injectWindowEthereum(injected, target))
  }

  const solanaWallet = (index: number, name: string) => {
    if (!config.solanaRpcUrl) throw new Error('The solana test wallet needs solanaRpcUrl in the sandbox config')
    const key = config.keys?.solana?.[index]
    const secretKey = key === undefined ? DEFAULT_SOLANA_SEEDS[index]! : typeof key === 'string' ? base58.decode(key) : Uint8Array.from(key)
    const wallet = createSolanaTestWallet({ secretKey, rpcUrl: config.solanaRpcUrl, name, grants: localStorageGrants(target, index === 0 ? 'solana' : `solana-${index}`) })
    cleanups.push(registerWalletStandard(wallet, target))
    return wallet
  }

  let solana: SolanaTestWallet | undefined
  if (selection.solana) solana = solanaWallet(0, 'Airlock Solana Wallet')

  let multichain: InstalledBrowserWallets['multichain']
  if (selection.multichain) {
    // Real multi-chain extensions announce each namespace their own way, under one name.
    const evm = evmWallet(needed - 1, MULTICHAIN_WALLET.name, MULTICHAIN_WALLET.rdns)
    cleanups.push(announceEip6963(evm, { uuid: '00000000-0000-4000-8000-00000000ffff', name: evm.name, icon: evm.icon, rdns: evm.rdns }, target))
    multichain = { evm, solana: solanaWallet(1, MULTICHAIN_WALLET.name) }
  }

  let keplr: KeplrTestWallet | undefined
  if (selection.keplr) {
    keplr = createKeplrTestWallet({ privateKey: config.keys?.cosmos })
    cleanups.push(injectWindowKeplr(keplr, target))
  }

  let tron: TronTestWallet | undefined
  if (selection.tron) {
    tron = createTronTestWallet({ privateKey: config.keys?.tron, nodeUrl: config.tronNodeUrl, grants: localStorageGrants(target, 'tron') })
    cleanups.push(injectWindowTronLink(tron, target))
  }
  let ton: TonTestWallet | undefined
  if (selection.ton) {
    if (!config.tonRpcUrl) throw new Error('The ton test wallet needs tonRpcUrl in the sandbox config')
    ton = createTonTestWallet({ rpcUrl: config.tonRpcUrl, seed: config.keys?.ton, grants: localStorageGrants(target, 'ton') })
    cleanups.push(injectTonTestWallet(ton, target))
  }

  return { eip6963, injected, solana, keplr, tron, ton, multichain, uninstall: () => cleanups.splice(0).forEach((cleanup) => cleanup()) }
}
