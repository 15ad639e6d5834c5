import { ChainError, ErrorMessages, type CaipNetwork } from '../../kernel/plugin'
import { loadTonCore } from './loadTonCore'
import { parseTonAddress } from './tonAddress'
import { tonApiUrl } from './tonApiUrl'

/** Wallet v4r2's default subwallet id on workchain 0 (698983191 + workchain). */
const WALLET_V4_DEFAULT_ID = 698983191
/** Pay fees apart from the value, ignore errors: the send mode wallets transfer with. */
const SEND_MODE_PAY_FEES_SEPARATELY = 3

interface TonApiBody<T> {
  ok?: boolean
  result?: T
  error?: string
}

async function callTonApi<T>(fetchFn: typeof fetch, url: string, init?: RequestInit): Promise<T> {
  const response = await fetchFn(url, init)
  if (!response.ok) throw new ChainError(ErrorMessages.httpStatus(response.status))
  const body = (await response.json()) as TonApiBody<T>
  if (body.ok !== true || body.result === undefined) throw new ChainError(`The TON API answered no result: ${body.error ?? 'unreadable body'}`)
  return body.result
}

/**
 * The fee, in nanotons, the sender pays for one plain transfer: toncenter's `estimateFee` of the
 * external message a wallet v4r2 would send (signature left zero, `ignore_chksig`), with the
 * wallet's current seqno. The sum of the source fees (import, storage, gas, forward) is what the
 * balance loses beyond the value. A wallet of another contract (v5) or one not deployed yet
 * refuses the priced message, and this rejects: the send plugin then keeps nothing back.
 */
export async function estimateTonTransferFee({
  from,
  to,
  value,
  network,
  fetchFn = fetch,
}: {
  from: string
  to?: string
  value?: bigint
  network: CaipNetwork
  fetchFn?: typeof fetch
}): Promise<bigint> {
  const sender = parseTonAddress(from)
  const receiver = parseTonAddress(to ?? from)
  if (!sender || !receiver) throw new ChainError(`Invalid TON address: ${!sender ? from : to}`)
  const base = tonApiUrl(network)
  const info = await callTonApi<{ account_state?: string; seqno?: unknown; balance?: unknown }>(fetchFn, `${base}/getWalletInformation?address=${encodeURIComponent(from)}`)
  if (info.account_state !== 'active' || typeof info.seqno !== 'number') throw new ChainError('The TON wallet is not deployed yet: no fee estimate')
  // The forward fee grows with the message's bits, the value's among them: price Max (no value
  // yet) with half the balance, as many bytes as what Max sends and still payable in the dry run.
  const priced = value ?? (typeof info.balance === 'string' && /^\d+$/.test(info.balance) ? BigInt(info.balance) / 2n : 1n)
  const { Address, beginCell, internal, storeMessageRelaxed } = await loadTonCore()
  const message = internal({ to: new Address(receiver.workchain, Buffer.from(receiver.hash)), value: priced, bounce: false })
  const body = beginCell()
    .storeBuffer(Buffer.alloc(64))
    .storeUint(WALLET_V4_DEFAULT_ID + sender.workchain, 32)
    .storeUint(Math.floor(Date.now() / 1000) + 60, 32)
    .storeUint(info.seqno, 32)
    .storeUint(0, 8)
    .storeUint(SEND_MODE_PAY_FEES_SEPARATELY, 8)
    .storeRef(beginCell().store(storeMessageRelaxed(message)))
    .endCell()
  const fees = await callTonApi<{ source_fees?: Record<string, unknown> }>(fetchFn, `${base}/estimateFee`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: from, body: body.toBoc().toString('base64'), ignore_chksig: true }),
  })
  const parts = ['in_fwd_fee', 'storage_fee', 'gas_fee', 'fwd_fee'].map((key) => fees.source_fees?.[key])
  if (!parts.every((n) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0)) throw new ChainError('The TON API answered no fee estimate')
  return parts.reduce<bigint>((sum, n) => sum + BigInt(n as number), 0n)
}
