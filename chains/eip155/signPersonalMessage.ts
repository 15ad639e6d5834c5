import type { RequestProvider } from '../../kernel/plugin'

/** UTF-8 bytes as 0x-hex, as viem's `toHex(string)` gives them (no viem needed for this). */
export function utf8ToHex(message: string): `0x${string}` {
  let hex = ''
  for (const byte of new TextEncoder().encode(message)) hex += byte.toString(16).padStart(2, '0')
  return `0x${hex}`
}

/**
 * personal_sign with params [message, address], in that order (WREQ-01). The message is sent
 * hex-encoded, as viem and wagmi do, so wallets show the text and never mistake it for a hash.
 */
export async function signPersonalMessage(args: { provider: RequestProvider; message: string; address: string }): Promise<string> {
  const signature = await args.provider.request({ method: 'personal_sign', params: [utf8ToHex(args.message), args.address] })
  return signature as string
}
