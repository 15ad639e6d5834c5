import { ChainError, type RequestProvider, type SendCallsArgs, type SendCallsResult } from '../../kernel/plugin'
import { toHexChainId } from './chainIds'
import { ensureWalletChain, toQuantity } from './ensureWalletChain'
import { isUnsupportedMethod } from './providerErrorCode'
import { sendEvmTransaction } from './sendEvmTransaction'
import { eip155ErrorMessages } from './eip155ErrorMessages'

export type SendEvmCallsArgs = Omit<SendCallsArgs, 'provider'> & { provider: RequestProvider }

/** viem's marker at the end of a fallback batch id; viem's and wagmi's getCallsStatus recognise it. */
export const FALLBACK_CALLS_ID_MARKER = '5792579257925792579257925792579257925792579257925792579257925792'

// What wallets say instead of a code when they lack wallet_sendCalls (the same list viem checks).
const UNSUPPORTED_MESSAGES = [
  'this request method is not supported',
  'does not exist / is not available',
  'missing or invalid. request()',
  'unsupported wc_ method',
  'eip-7702 not supported',
]

/** The wallet lacks wallet_sendCalls: 4200 or -32601, or one of the messages wallets use for it. */
export function isSendCallsUnsupported(error: unknown): boolean {
  if (isUnsupportedMethod(error)) return true
  const message = error instanceof Error ? error.message : String((error as { message?: unknown } | null)?.message ?? '')
  return UNSUPPORTED_MESSAGES.some((text) => message.toLowerCase().includes(text))
}

const word = (hex: string) => hex.replace(/^0x/, '').padStart(64, '0')

/**
 * ERC-5792 wallet_sendCalls (version 2.0.0). A wallet without it gets each call as its own
 * eth_sendTransaction, in order, as viem's `experimental_fallback` does, unless the batch asks
 * for what one-by-one sending cannot give: atomicity, or a capability that is not optional.
 */
export async function sendEvmCalls(args: SendEvmCallsArgs): Promise<SendCallsResult> {
  const { provider, network, from } = args
  await ensureWalletChain(provider, network)
  const chainId = toHexChainId(network.id)
  const calls = args.calls.map((call) => ({
    to: call.to,
    ...(call.data !== undefined ? { data: call.data } : {}),
    ...(call.value !== undefined ? { value: toQuantity(call.value) } : {}),
  }))
  try {
    const answer = await provider.request({
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId, from, calls, atomicRequired: args.forceAtomic ?? false, capabilities: args.capabilities }],
    })
    // EIP-5792 v1 wallets answer with the bare id.
    const id = typeof answer === 'string' ? answer : String((answer as { id?: unknown }).id)
    return { id, via: 'wallet_sendCalls', transactionHashes: [] }
  } catch (error) {
    if (!isSendCallsUnsupported(error)) throw error
    if (args.forceAtomic && args.calls.length > 1) {
      throw ChainError.worded(eip155ErrorMessages, 'notAtomic', undefined, { cause: error })
    }
    if (Object.values(args.capabilities ?? {}).some((capability) => !capability.optional)) {
      throw ChainError.worded(eip155ErrorMessages, 'capabilitiesUnsupported', undefined, { cause: error })
    }
  }

  // One by one. The first failure (a decline, a revert in estimation) stops the rest: later
  // calls usually depend on earlier ones (approve, then swap).
  const transactionHashes: string[] = []
  for (const call of args.calls) {
    transactionHashes.push(await sendEvmTransaction({ provider, network, from, to: call.to, data: call.data, value: call.value }))
  }
  const id = `0x${transactionHashes.map(word).join('')}${word(chainId)}${FALLBACK_CALLS_ID_MARKER}`
  return { id, via: 'sequential', transactionHashes }
}
