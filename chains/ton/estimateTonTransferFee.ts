import { ChainError, ErrorMessages, type CaipNetwork } from '../../kernel/plugin'
import { loadTonCore } from './loadTonCore'
import { parseTonAddress } from './tonAddress'
import { tonApiUrl } from './tonApiUrl'
import { tonTransferBody } from './tonTransferBody'
import { TON_WALLET_KEY_OFFSETS } from './tonWalletKeyOffsets'

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
 * external message the wallet's own contract (v3r2, v4r2 or v5r1, known by its code hash) would
 * get, unsigned (`ignore_chksig`), with the seqno and wallet id of its data. The sum of the
 * source fees (import, storage, gas, forward) is what the balance loses beyond the value. A
 * wallet not deployed yet, or of a contract not on the list, rejects: the send plugin then keeps
 * nothing back.
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
  const info = await callTonApi<{ state?: string; balance?: unknown; code?: unknown; data?: unknown }>(fetchFn, `${base}/getAddressInformation?address=${encodeURIComponent(from)}`)
  if (info.state !== 'active' || typeof info.code !== 'string' || typeof info.data !== 'string' || !info.code || !info.data) {
    throw new ChainError('The TON wallet is not deployed yet: no fee estimate')
  }
  const core = await loadTonCore()
  const { Address, Cell, beginCell, internal, storeMessageRelaxed } = core
  const contract = TON_WALLET_KEY_OFFSETS.get(Cell.fromBase64(info.code).hash().toString('hex'))?.contract
  if (!contract) throw new ChainError('The TON wallet contract is not one whose transfers the kit can price')
  // The forward fee grows with the message's bits, the value's among them: price Max (no value
  // yet) with half the balance, as many bytes as what Max sends and still payable in the dry run.
  const priced = value ?? (typeof info.balance === 'string' && /^\d+$/.test(info.balance) ? BigInt(info.balance) / 2n : 1n)
  const message = beginCell()
    .store(storeMessageRelaxed(internal({ to: new Address(receiver.workchain, Buffer.from(receiver.hash)), value: priced, bounce: false })))
    .endCell()
  const body = tonTransferBody(core, contract, Cell.fromBase64(info.data), message, Math.floor(Date.now() / 1000) + 60)
  const fees = await callTonApi<{ source_fees?: Record<string, unknown> }>(fetchFn, `${base}/estimateFee`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: from, body: body.toBoc().toString('base64'), ignore_chksig: true }),
  })
  const parts = ['in_fwd_fee', 'storage_fee', 'gas_fee', 'fwd_fee'].map((key) => fees.source_fees?.[key])
  if (!parts.every((n) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0)) throw new ChainError('The TON API answered no fee estimate')
  return parts.reduce<bigint>((sum, n) => sum + BigInt(n as number), 0n)
}
