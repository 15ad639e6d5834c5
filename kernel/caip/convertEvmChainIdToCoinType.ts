import { AirlockError, ErrorMessages } from '../errors'

/** ENSIP-11 sets the SLIP-44 high bit on an EVM chain id to get its coin type (spec §9). */
export const EVM_COIN_TYPE_FLAG = 0x80000000

/**
 * The ENS coin type for an EVM chain: chain 1 → 2147483649. Ids that already use the high bit
 * (≥ 2147483648) would collide with other coin types, so they raise "Invalid chainId"; so do
 * ids that are not non-negative integers, which no EVM chain has.
 */
export function convertEvmChainIdToCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= EVM_COIN_TYPE_FLAG) {
    throw new AirlockError(ErrorMessages.invalidChainId)
  }
  return (EVM_COIN_TYPE_FLAG | chainId) >>> 0
}
