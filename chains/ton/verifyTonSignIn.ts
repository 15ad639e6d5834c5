import { sameTonAccount, parseTonAddress } from './tonAddress'
import { loadTonCore } from './loadTonCore'
import { decodeTonSignInSignature, tonSignDataMessage } from './tonSignData'
import { TON_WALLET_KEY_OFFSETS } from './tonWalletKeyOffsets'

export interface VerifyTonSignInArgs {
  /** The signer, any address form. */
  address: string
  /** The signed text. */
  message: string
  /** The envelope `signMessage` returned (encodeTonSignInSignature). */
  signature: string
  /** The domain the signature must be for: a signature a wallet made for another site is refused. */
  domain: string
}

/**
 * Checks a TON sign-in the way a ton_proof backend does: the state init hashes to the address,
 * it is a known wallet contract (v3r2, v4r2, v5r1) whose stored public key is the one given, and the ed25519
 * signature verifies over TonConnect's signData bytes for this domain. Any failure is `false`.
 */
export async function verifyTonSignIn({ address, message, signature, domain }: VerifyTonSignInArgs): Promise<boolean> {
  const envelope = decodeTonSignInSignature(signature)
  const account = parseTonAddress(address)
  if (!envelope || !account || envelope.domain !== domain) return false
  try {
    const { Address, Cell, loadStateInit, sha256, signVerify } = await loadTonCore()
    const root = Cell.fromBase64(envelope.walletStateInit)
    // The account id is the hash of the StateInit cell.
    if (!sameTonAccount(new Address(account.workchain, root.hash()).toRawString(), address)) return false
    const init = loadStateInit(root.beginParse())
    const layout = init.code ? TON_WALLET_KEY_OFFSETS.get(init.code.hash().toString('hex')) : undefined
    if (!layout || !init.data) return false
    const data = init.data.beginParse()
    data.skip(layout.keyOffset)
    const storedKey = data.loadBuffer(32)
    if (storedKey.toString('hex') !== envelope.publicKey.toLowerCase()) return false
    const digest = await sha256(Buffer.from(tonSignDataMessage(account, envelope.domain, envelope.timestamp, message)))
    const sig = Buffer.from(envelope.signature, 'base64')
    return sig.length === 64 && signVerify(digest, sig, storedKey)
  } catch {
    return false
  }
}
