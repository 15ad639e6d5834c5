// Carries out an approved Solana request with the user's key, inside the secure origin; a send
// goes straight to the network's RPC from here.
import { encodeBase58 } from '../../../kernel/format/base58'
import { encodeBase64 } from '../../../kernel/format/base64'
import type { SolanaSigningMethod, SolanaSigningParams } from '../../../plugins/auth/solanaFrameProtocol'
import type { SecureSolanaNetwork } from '../secureNetworks'
import { messageBytes } from './describeSolanaRequest'
import type { SolanaSigner } from './solanaKeyVault'
import { isTransactionMessage, readTransaction, signTransaction, SolanaRequestError } from './solanaTransactions'

export async function signSolanaRequest(
  signer: SolanaSigner,
  method: SolanaSigningMethod,
  params: SolanaSigningParams,
  chain: SecureSolanaNetwork,
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  if (params.pubkey !== undefined && params.pubkey !== signer.address) throw new SolanaRequestError(`Unknown account ${params.pubkey}`)
  switch (method) {
    case 'solana_signMessage': {
      const bytes = messageBytes(params)
      if (isTransactionMessage(bytes)) throw new SolanaRequestError('This message is a transaction; it can only be signed as a transaction')
      return { signature: encodeBase58(signer.sign(bytes)) }
    }
    case 'solana_signTransaction': {
      const { signature, serialized } = signTransaction(readTransaction(params.transaction), signer)
      return { signature: encodeBase58(signature), transaction: encodeBase64(serialized) }
    }
    case 'solana_signAllTransactions':
      return { transactions: (params.transactions ?? []).map((encoded) => encodeBase64(signTransaction(readTransaction(encoded), signer).serialized)) }
    case 'solana_signAndSendTransaction': {
      const { serialized } = signTransaction(readTransaction(params.transaction), signer)
      const signature = await sendRaw(chain.rpcUrl, encodeBase64(serialized), params.sendOptions ?? {}, fetchImpl)
      return { signature }
    }
    default:
      throw new SolanaRequestError(`The secure wallet does not sign ${String(method)}`)
  }
}

/** JSON-RPC `sendTransaction`; the network's error (a failed preflight, say) is the request's error. */
async function sendRaw(rpcUrl: string, base64: string, options: SolanaSigningParams['sendOptions'], fetchImpl: typeof fetch): Promise<string> {
  const response = await fetchImpl(rpcUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [base64, { encoding: 'base64', ...options }] }),
  })
  const body = (await response.json().catch(() => undefined)) as { result?: unknown; error?: { message?: string } } | undefined
  if (!body) throw new SolanaRequestError(`HTTP status code: ${response.status}`)
  if (body.error || typeof body.result !== 'string') throw new SolanaRequestError(body.error?.message ?? 'The network did not accept the transaction')
  return body.result
}
