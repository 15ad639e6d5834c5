import { base64 } from '@scure/base'
import type { SIWXSession } from '../siwxTypes'
import { addressOnNetwork, decodeBitcoinAddress } from './bitcoin/bitcoinAddress'
import { verifyLegacySignature, verifySimpleSignature } from './bitcoin/verifyBitcoinMessage'
import type { SIWXVerifier } from './EIP155Verifier'

/**
 * bip122 signatures, checked in the page with @noble/curves: a legacy signed message (BIP-137,
 * what `signmessage` and most wallets give for P2PKH and SegWit addresses) or a BIP-322 "simple"
 * signature for P2WPKH and Taproot addresses, both base64 as wallets return them.
 */
export class BIP122Verifier implements SIWXVerifier {
  readonly chainNamespace = 'bip122'

  shouldVerify(session: SIWXSession) {
    return session.data.chainId.startsWith('bip122:')
  }

  async verify({ data, message, signature }: SIWXSession): Promise<boolean> {
    return verifyBitcoinMessage(data.accountAddress, message, signature, data.chainId)
  }
}

/**
 * Whether `signature` (base64, legacy or BIP-322 simple) signs `message` for `address`, an
 * address of the `chainId` network when that is a known one.
 */
export function verifyBitcoinMessage(accountAddress: string, message: string, signature: string, chainId?: string): boolean {
  try {
    const address = decodeBitcoinAddress(accountAddress)
    if (!address || (chainId && !addressOnNetwork(address, chainId))) return false
    const bytes = base64.decode(signature)
    if (bytes.length === 65 && bytes[0]! >= 27 && bytes[0]! <= 42) return verifyLegacySignature(message, bytes, address)
    return verifySimpleSignature(message, bytes, address)
  } catch {
    return false
  }
}
