import { ChainError, ErrorMessages, type CaipNetworkId, type RequestProvider } from '../../kernel/plugin'
import { fetchUserOperationReceipt } from './fetchUserOperationReceipt'
import { getBundlerUrl } from './getBundlerUrl'
import { isUnsupportedMethod } from './providerErrorCode'

export interface GetCallsStatusArgs {
  /** The call-bundle id wallet_sendCalls returned (a user-operation hash for smart accounts). */
  id: string
  caipNetworkId: CaipNetworkId
  projectId?: string
  blockchainApi?: string
  /** Asks `{blockchainApi}/v1/bundler` under this bundler name first. */
  bundlerName?: string
  /** A custom bundler, asked second. */
  bundlerUrl?: string
  /** The wallet, asked last. */
  wallet?: RequestProvider
  /** Methods the wallet approved (a WalletConnect session's); unknown when absent, so the wallet is asked. */
  walletMethods?: readonly string[]
  /** Told why a step was skipped, for logging. */
  onFallback?: (step: 'bundler' | 'customBundler', error: unknown) => void
}

const METHOD = 'wallet_getCallsStatus'

/**
 * ERC-5792 call status in the spec's order (BNDL-03): the named bundler, then the custom
 * bundler URL, then the wallet. A wallet that has not approved the method raises
 * "Fetching call status not approved by the wallet." (BNDL-04).
 */
export async function getCallsStatus(args: GetCallsStatusArgs): Promise<unknown> {
  if (args.bundlerName && args.projectId) {
    const url = getBundlerUrl({
      projectId: args.projectId,
      caipNetworkId: args.caipNetworkId,
      bundlerName: args.bundlerName,
      blockchainApi: args.blockchainApi,
    })
    try {
      return await fetchUserOperationReceipt(url, args.id)
    } catch (error) {
      args.onFallback?.('bundler', error)
    }
  }
  if (args.bundlerUrl) {
    try {
      return await fetchUserOperationReceipt(args.bundlerUrl, args.id)
    } catch (error) {
      args.onFallback?.('customBundler', error)
    }
  }
  const approved = args.walletMethods === undefined || args.walletMethods.includes(METHOD)
  if (!args.wallet || !approved) throw new ChainError(ErrorMessages.callStatusNotApproved)
  try {
    return await args.wallet.request({ method: METHOD, params: [args.id] })
  } catch (error) {
    // An injected wallet has no approved-methods list; "unsupported method" is its way of saying no.
    if (isUnsupportedMethod(error)) throw new ChainError(ErrorMessages.callStatusNotApproved, undefined, { cause: error })
    throw error
  }
}
