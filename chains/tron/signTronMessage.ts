import { ChainError, type RequestProvider } from '../../kernel/plugin'
import { requestTron } from './requestTron'
import { tronErrorMessages } from './tronErrorMessages'

/** TIP-191 (`signMessageV2`): the wallet's signature, r ‖ s ‖ v hex, for the text as given. */
export async function signTronMessage(args: { message: string; address: string; provider: RequestProvider; chain?: string }): Promise<string> {
  const answer = await requestTron<{ signature?: unknown } | string>(args.provider, 'tron_signMessage', { address: args.address, message: args.message }, args.chain)
  const signature = typeof answer === 'string' ? answer : answer?.signature
  if (typeof signature !== 'string' || !/^(0x)?[0-9a-fA-F]{130}$/.test(signature)) throw ChainError.worded(tronErrorMessages, 'noSignature')
  return signature
}
