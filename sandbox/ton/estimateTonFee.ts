// toncenter v2's estimateFee, answered by a dry run in the emulator: the external message runs on
// a snapshot with the signature check skipped (`ignore_chksig`, as toncenter allows, so a caller
// without the key can price a transfer), then the snapshot is put back: nothing is kept.
import { Address, Cell, external, type StateInit } from '@ton/core'
import type { Blockchain } from '@ton/sandbox'

export interface TonFeeEstimateRequest {
  /** The wallet the external message goes to. */
  address: Address
  /** The external message body (what the wallet would sign and carry). */
  body: Cell
  /** The wallet's code and data while it is undeployed. */
  init?: StateInit
  ignoreChksig: boolean
}

/** toncenter's `query.fees`: what the sender pays, in nanotons, split as the chain charges it. */
export interface TonFees {
  '@type': 'query.fees'
  source_fees: { '@type': 'fees'; in_fwd_fee: number; storage_fee: number; gas_fee: number; fwd_fee: number }
  destination_fees: []
}

/**
 * The sender's fees for one external message: import (in_fwd), storage, gas, and the forward fees
 * of what it sends (all of them: with send mode 3 the sender pays them apart from the value).
 * Their sum is exactly what the wallet's balance loses beyond the values it sends.
 * Throws when the wallet refuses the message (a wrong seqno, an expired transfer).
 */
export async function estimateTonFee(blockchain: Blockchain, request: TonFeeEstimateRequest): Promise<TonFees> {
  const message = external({ to: request.address, init: request.init, body: request.body })
  const snapshot = blockchain.snapshot()
  try {
    // Only the wallet's own transaction, run on the contract alone: the receiver's is the receiver's cost.
    const contract = await blockchain.getContract(request.address)
    const transaction = await contract.receiveMessage(message, { ignoreChksig: request.ignoreChksig })
    const { description, totalFees } = transaction
    if (description.type !== 'generic') throw new Error('Not an ordinary transaction')
    const compute = description.computePhase
    if (compute.type !== 'vm' || !compute.success) throw new Error(`The wallet refused the message (exit code ${compute.type === 'vm' ? compute.exitCode : 'skipped'})`)
    const gas = compute.gasFees
    const storage = description.storagePhase?.storageFeesCollected ?? 0n
    const fwd = description.actionPhase?.totalFwdFees ?? 0n
    const actionFees = description.actionPhase?.totalActionFees ?? 0n
    // totalFees holds import + storage + gas + the validators' share (action fees) of fwd.
    const inFwd = totalFees.coins - gas - storage - actionFees
    return { '@type': 'query.fees', source_fees: { '@type': 'fees', in_fwd_fee: Number(inFwd), storage_fee: Number(storage), gas_fee: Number(gas), fwd_fee: Number(fwd) }, destination_fees: [] }
  } finally {
    await blockchain.loadFrom(snapshot)
  }
}

/** The request from toncenter's JSON body: `{ address, body, init_code?, init_data?, ignore_chksig? }` (BOCs in base64). */
export function readTonFeeEstimateRequest(value: unknown): TonFeeEstimateRequest | string {
  const v = (value ?? {}) as Record<string, unknown>
  let address: Address
  try {
    address = Address.parse(String(v.address))
  } catch {
    return 'address: a TON address is required'
  }
  const cell = (field: string) => {
    const text = v[field]
    if (text === undefined || text === '') return undefined
    if (typeof text !== 'string') throw new Error(field)
    return Cell.fromBase64(text)
  }
  try {
    const body = cell('body')
    if (!body) return 'body: a base64 bag of cells is required'
    const code = cell('init_code')
    const data = cell('init_data')
    const init = code || data ? { code, data } : undefined
    return { address, body, init, ignoreChksig: v.ignore_chksig !== false }
  } catch {
    return 'Invalid bag of cells'
  }
}

