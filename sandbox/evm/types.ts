// Shapes shared by the devnets and the chain-backed routes.
import type { Address, Hash } from 'viem'
import type { DevnetChainConfig, DevnetChainId } from './devnetChains'

export type DevnetTokenKey = 'USDC' | 'USDT' | 'WRAPPED_NATIVE' | 'SPAM'

export interface DevnetToken {
  key: DevnetTokenKey
  address: Address
  name: string
  symbol: string
  decimals: number
  priceUsd: number
  /** 'usdt': transfer(_to, _value) with no return value, like mainnet Tether. */
  transferAbi: 'standard' | 'usdt'
  /** Transfers of this token are flagged is_spam in the history. */
  spam: boolean
}

/** Minimal EIP-1193 surface; ganache's in-process provider satisfies it. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
}

export interface DevnetTransfer {
  from: Address
  to: Address
  /** 'native' or a token key. */
  token: 'native' | DevnetTokenKey
  /** Whole units as a decimal string, e.g. '1.5'. */
  amount: string
}

export interface EvmDevnet extends DevnetChainConfig {
  rpcUrl: string
  wsUrl: string
  tokens: Readonly<Record<DevnetTokenKey, DevnetToken>>
  pool: { address: Address; token0: Address; token1: Address }
  /** The SmartAccountFactory (CREATE2) of the embedded wallet's smart accounts; same address on every devnet. */
  smartAccountFactory: Address
  /** In-process provider, for helpers that should not go through HTTP. */
  provider: Eip1193Provider
  /** Mines empty blocks. */
  mine(blocks?: number): Promise<void>
  /** Sends native coin or tokens from an unlocked devnet account; returns the mined hash. */
  transfer(transfer: DevnetTransfer): Promise<Hash>
  /** Gives an address native coin (sent by the deployer) and tokens (minted), in whole units. */
  fund(address: Address, amounts: Partial<Record<'native' | 'USDC' | 'USDT', string>>): Promise<void>
}

export interface EvmDevnets {
  chains: Readonly<Record<DevnetChainId, EvmDevnet>>
  close(): Promise<void>
}
