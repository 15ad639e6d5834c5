/**
 * A NEAR implicit account: the 64 lowercase hex characters of an ed25519 public key. Named
 * accounts (`alice.near`) need the chain to resolve them, so this family leaves them out.
 */
export function isNearAddress(address: string): boolean {
  return /^[0-9a-f]{64}$/.test(address)
}
