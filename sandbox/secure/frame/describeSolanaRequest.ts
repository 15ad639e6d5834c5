// What the frame shows for a Solana request: a message as text, a transaction decoded into its
// transfers and programs, so the visitor approves what will really be signed.
import { decodeBase58 } from '../../../kernel/format/base58'
import { formatLamports } from '../../../chains/solana/formatLamports'
import type { SolanaSigningMethod, SolanaSigningParams } from '../../../plugins/auth/solanaFrameProtocol'
import type { SecureSolanaNetwork } from '../secureNetworks'
import type { ApprovalView } from './approvalUi'
import { ENGLISH } from './frameLocale'
import { approvalMessages, requestMessages as m, type FrameText } from './frameMessages'
import { describeInstructions, feePayerOf, readTransaction, SolanaRequestError, type DescribedInstruction } from './solanaTransactions'

export interface SolanaApprovalRequest {
  method: SolanaSigningMethod
  params: SolanaSigningParams
  /** The secure site's own entry for the network the request names. */
  chain: SecureSolanaNetwork
  /** The signed-in user's address. */
  address: string
}

/** The message bytes of a solana_signMessage request (base58), or a clear error. */
export function messageBytes(params: SolanaSigningParams): Uint8Array {
  if (typeof params.message !== 'string') throw new SolanaRequestError('solana_signMessage needs a base58 message')
  try {
    return decodeBase58(params.message)
  } catch {
    throw new SolanaRequestError('The message is not valid base58')
  }
}

/** UTF-8 text as text; anything else as hex, so binary is never shown as garbled characters. */
function messageText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
  }
}

function instructionRows(list: DescribedInstruction[], t: FrameText): [string, string][] {
  return list.map(({ program, transfer }) =>
    transfer ? [t(m, 'transfer'), t(m, 'amountTo', { amount: `${formatLamports(transfer.lamports)} SOL`, to: transfer.to })] : [t(m, 'program'), program],
  )
}

/** The request in the frame's words (`t`, English unless the kit passed a locale it knows). */
export function describeSolanaRequest(request: SolanaApprovalRequest, t: FrameText = ENGLISH.t): ApprovalView {
  const network: [string, string] = [t(m, 'network'), request.chain.name]
  if (request.method === 'solana_signMessage') {
    return {
      title: t(m, 'titleSignature'),
      rows: [network, [t(m, 'account'), request.address]],
      body: messageText(messageBytes(request.params)),
      confirmLabel: t(approvalMessages, 'sign'),
    }
  }
  const encoded = request.method === 'solana_signAllTransactions' ? request.params.transactions ?? [] : [request.params.transaction]
  if (encoded.length === 0) throw new SolanaRequestError('No transaction to sign')
  const transactions = encoded.map(readTransaction)
  const rows: [string, string][] = [network, [t(m, 'feePayer'), feePayerOf(transactions[0]!)]]
  transactions.forEach((tx, i) => {
    const payer = feePayerOf(tx)
    if (transactions.length > 1) rows.push([t(m, 'transaction', { n: i + 1 }), payer === request.address ? t(m, 'paidByYou') : t(m, 'paidBy', { payer: payer })])
    rows.push(...instructionRows(describeInstructions(tx), t))
  })
  // Whether approving also sends: a signed-only transaction is sent later, by the app.
  rows.push([t(m, 'sentBy'), t(m, request.method === 'solana_signAndSendTransaction' ? 'sentByWallet' : 'sentByApp')])
  return {
    title: t(m, transactions.length > 1 ? 'titleTransactions' : 'titleTransaction'),
    rows,
    confirmLabel: t(approvalMessages, 'approve'),
  }
}
