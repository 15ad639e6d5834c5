// The TON sandbox funds these wallets at start. Each ed25519 seed is
// sha256('airlock-ton-sandbox/account-<i>'), so keys and addresses are the same on every run.
// Public test keys: never send real funds to them.
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex } from '@noble/hashes/utils'
import { keyPairFromSeed } from '@ton/crypto'
import { walletV4 } from './walletV4'

/** TON each account holds at start, in whole TON. */
export const TON_SANDBOX_ACCOUNT_BALANCE = 1000n

export interface TonSandboxAccount {
  /** The 32-byte ed25519 seed, hex. */
  seed: string
  /** ed25519 public key, hex. */
  publicKey: string
  /** The wallet v4r2 address, raw form (`0:<hex>`). */
  rawAddress: string
  /** The same address as wallets show it: non-bounceable, url-safe (`UQ…`). */
  address: string
}

export function tonSandboxAccount(index: number): TonSandboxAccount {
  const seed = sha256(new TextEncoder().encode(`airlock-ton-sandbox/account-${index}`))
  const keys = keyPairFromSeed(Buffer.from(seed))
  const { address } = walletV4(keys.publicKey)
  // The key as a plain Uint8Array: under jsdom, @noble/hashes refuses a Buffer from Node's realm.
  return { seed: bytesToHex(seed), publicKey: bytesToHex(new Uint8Array(keys.publicKey)), rawAddress: address.toRawString(), address: address.toString({ bounceable: false, urlSafe: true }) }
}

/** Accounts 0-2: the browser test wallet uses 0, tests send to 1 and 2. */
export const TON_SANDBOX_ACCOUNTS: readonly TonSandboxAccount[] = /*#__PURE__*/ [0, 1, 2].map(tonSandboxAccount)
