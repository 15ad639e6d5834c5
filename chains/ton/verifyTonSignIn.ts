import { sameTonAccount, parseTonAddress } from './tonAddress'
import { loadTonCore } from './loadTonCore'
import { decodeTonSignInSignature, tonSignDataMessage } from './tonSignData'

/** The wallet contracts whose data layout gives the public key: v4r2 (seqno, subwallet id, key). */
const WALLET_V4R2_CODE_HASH = 'feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0'

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
 * it is a known wallet contract whose stored public key is the one given, and the ed25519
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
    if (init.code?.hash().toString('hex') !== WALLET_V4R2_CODE_HASH || !init.data) return false
    const data = init.data.beginParse()
    data.skip(64)
    const storedKey = data.loadBuffer(32)
    if (storedKey.toString('hex') !== envelope.publicKey.toLowerCase()) return false
    const digest = await sha256(Buffer.from(tonSignDataMessage(account, envelope.domain, envelope.timestamp, message)))
    const sig = Buffer.from(envelope.signature, 'base64')
    return sig.length === 64 && signVerify(digest, sig, storedKey)
  } catch {
    return false
  }
}
