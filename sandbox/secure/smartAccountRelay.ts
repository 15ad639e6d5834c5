// The secure site's side of the smart accounts: which factory the frame computes addresses from,
// and the relayer that submits the frame's signed calls and pays their gas (a paymaster's job in
// a real deployment). The account contract checks the owner's signature; this only forwards.

export interface SmartAccountSupport {
  /** The SmartAccountFactory address (the same on every devnet). */
  factory: `0x${string}`
  /** Submits `{ to, data }` on the chain; resolves with the mined hash, rejects with the revert reason. */
  relay(chainId: number, call: { to: string; data: string }): Promise<`0x${string}`>
}

/** `POST /v1/smart-account/relay { chainId, to, data }` for a signed-in visitor → `{ hash }`. */
export async function relaySmartAccountRequest(support: SmartAccountSupport | undefined, body: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  if (!support) return { status: 404, body: { error: 'Smart accounts are not available here' } }
  const { chainId, to, data } = body
  if (typeof chainId !== 'number' || typeof to !== 'string' || typeof data !== 'string') {
    return { status: 400, body: { error: 'chainId, to and data are required' } }
  }
  try {
    return { status: 200, body: { hash: await support.relay(chainId, { to, data }) } }
  } catch (error) {
    return { status: 400, body: { error: error instanceof Error ? error.message : String(error) } }
  }
}
