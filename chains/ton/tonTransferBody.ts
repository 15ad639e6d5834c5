// The external message body a standard wallet contract takes for one transfer, unsigned (a zero
// signature): what a fee estimate prices with toncenter's `ignore_chksig`. Each contract lays it
// out its own way; the seqno and wallet id come from the contract's data.
import type { loadTonCore } from './loadTonCore'

type TonCore = Awaited<ReturnType<typeof loadTonCore>>
type Cell = InstanceType<TonCore['Cell']>

/** Pay fees apart from the value, ignore errors: the send mode wallets transfer with. */
const SEND_MODE_PAY_FEES_SEPARATELY = 3
/** W5's external request tag ("sign") and its send-message action tag. */
const V5_EXTERNAL_SIGNED = 0x7369676e
const V5_ACTION_SEND_MSG = 0x0ec3c86d

export type TonWalletContract = 'v3r2' | 'v4r2' | 'v5r1'

/**
 * The body for `contract` whose data cell is `data`, carrying `message` (a MessageRelaxed cell)
 * valid until `validUntil` (unix seconds).
 */
export function tonTransferBody(core: TonCore, contract: TonWalletContract, data: Cell, message: Cell, validUntil: number): Cell {
  const { beginCell } = core
  const slice = data.beginParse()
  if (contract === 'v5r1') {
    slice.skip(1) // is_signature_allowed
    const seqno = slice.loadUint(32)
    const walletId = slice.loadUint(32)
    // An out-action list of one: the empty list, then send_msg(mode, message).
    const actions = beginCell().storeRef(beginCell().endCell()).storeUint(V5_ACTION_SEND_MSG, 32).storeUint(SEND_MODE_PAY_FEES_SEPARATELY, 8).storeRef(message).endCell()
    return beginCell().storeUint(V5_EXTERNAL_SIGNED, 32).storeUint(walletId, 32).storeUint(validUntil, 32).storeUint(seqno, 32).storeMaybeRef(actions).storeBit(0).storeBuffer(Buffer.alloc(64)).endCell()
  }
  // v3r2 and v4r2: seqno, wallet id; the signature first, v4 adds an op byte (0: a plain send).
  const seqno = slice.loadUint(32)
  const walletId = slice.loadUint(32)
  const body = beginCell().storeBuffer(Buffer.alloc(64)).storeUint(walletId, 32).storeUint(validUntil, 32).storeUint(seqno, 32)
  if (contract === 'v4r2') body.storeUint(0, 8)
  return body.storeUint(SEND_MODE_PAY_FEES_SEPARATELY, 8).storeRef(message).endCell()
}
