// The toncenter v2 subset the TON chain plugin and the test wallets use, answered from the
// @ton/sandbox emulator: `{ ok: true, result }` or `{ ok: false, error, code }`, as toncenter does.
//   GET  /api/v2/getAddressBalance?address=      nanotons, a decimal string
//   GET  /api/v2/getAddressInformation?address=  balance, code, data, state (active | uninitialized), last transaction
//   GET  /api/v2/getWalletInformation?address=   wallet: true, seqno (0 while undeployed)
//   GET  /api/v2/getTransactions?address=&limit=&lt=&hash=  newest first, with in_msg / out_msgs;
//                                                 lt and hash: start at that transaction (paging)
//   POST /api/v2/sendBoc { boc }                 an external message, base64; processed at once
//   POST /api/v2/sendBocReturnHash { boc }       the same, answering the message hash (hex)
//   POST /api/v2/estimateFee { address, body, init_code?, init_data?, ignore_chksig? }
//                                                 the sender's fees, from a dry run (estimateTonFee.ts)
import { Address, Cell, loadMessage } from '@ton/core'
import type { Blockchain } from '@ton/sandbox'
import type { TonTransactionLog } from './tonTransactionLog'
import { estimateTonFee, readTonFeeEstimateRequest } from './estimateTonFee'

export interface TonApiAnswer {
  status: number
  body: { ok: true; result: unknown } | { ok: false; error: string; code: number }
}

const ok = (result: unknown): TonApiAnswer => ({ status: 200, body: { ok: true, result } })
const fail = (code: number, error: string): TonApiAnswer => ({ status: code, body: { ok: false, error, code } })

export interface TonApiContext {
  blockchain: Blockchain
  log: TonTransactionLog
  /** Runs sends one at a time: the emulator's state must not interleave. */
  serialize<T>(run: () => Promise<T>): Promise<T>
}

function parseAddress(value: string | null): Address | undefined {
  if (!value) return undefined
  try {
    return Address.parse(value)
  } catch {
    return undefined
  }
}

export async function answerTonApi(ctx: TonApiContext, method: string, query: URLSearchParams, body: unknown): Promise<TonApiAnswer> {
  switch (method) {
    case 'getAddressBalance':
    case 'getAddressInformation':
    case 'getWalletInformation':
    case 'getTransactions': {
      const address = parseAddress(query.get('address'))
      if (!address) return fail(416, 'Incorrect address')
      const contract = await ctx.blockchain.getContract(address)
      const state = contract.accountState?.type === 'active' ? 'active' : contract.accountState?.type === 'frozen' ? 'frozen' : 'uninitialized'
      const balance = contract.balance.toString()
      if (method === 'getAddressBalance') return ok(balance)
      if (method === 'getTransactions') {
        const limit = Math.min(Math.max(Number(query.get('limit') ?? 10) || 10, 1), 100)
        const lt = query.get('lt')
        const hash = query.get('hash')
        if ((lt === null) !== (hash === null) || (lt !== null && !/^\d+$/.test(lt))) return fail(416, 'lt and hash go together; lt is a decimal number')
        return ok(ctx.log.forAddress(address, limit, lt !== null && hash !== null ? { lt, hash } : undefined))
      }
      const last = ctx.log.forAddress(address, 1)[0]
      const lastTransactionId = last ? last.transaction_id : { '@type': 'internal.transactionId', lt: '0', hash: '' }
      if (method === 'getAddressInformation') {
        // toncenter gives an active account's code and data (base64 BOCs); '' otherwise.
        const init = contract.accountState?.type === 'active' ? contract.accountState.state : undefined
        const boc = (cell: Cell | null | undefined) => (cell ? cell.toBoc().toString('base64') : '')
        return ok({ '@type': 'raw.fullAccountState', balance, code: boc(init?.code), data: boc(init?.data), state, last_transaction_id: lastTransactionId })
      }
      const seqno = state === 'active' ? (await ctx.blockchain.runGetMethod(address, 'seqno')).stackReader.readNumber() : 0
      return ok({ wallet: state === 'active', balance, account_state: state, seqno, last_transaction_id: lastTransactionId })
    }
    case 'sendBoc':
    case 'sendBocReturnHash': {
      const boc = (body as { boc?: unknown } | undefined)?.boc
      if (typeof boc !== 'string') return fail(400, 'boc: a base64 string is required')
      let cell: Cell
      try {
        cell = Cell.fromBase64(boc)
      } catch {
        return fail(400, 'Invalid bag of cells')
      }
      const message = (() => {
        try {
          return loadMessage(cell.beginParse())
        } catch {
          return undefined
        }
      })()
      if (message?.info.type !== 'external-in') return fail(400, 'Not an external message')
      try {
        const result = await ctx.serialize(() => ctx.blockchain.sendMessage(message))
        ctx.log.record(result.transactions)
      } catch (error) {
        // The contract refused it (a bad signature, an old seqno, an expired transfer): toncenter says 500.
        return fail(500, `External message was not accepted: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
      }
      return ok(method === 'sendBoc' ? { '@type': 'ok' } : { '@type': 'ok', hash: cell.hash().toString('hex') })
    }
    case 'estimateFee': {
      const request = readTonFeeEstimateRequest(body)
      if (typeof request === 'string') return fail(400, request)
      try {
        // Serialized: the dry run swaps the emulator's state out and back.
        return ok(await ctx.serialize(() => estimateTonFee(ctx.blockchain, request)))
      } catch (error) {
        return fail(500, `Fee estimate failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
      }
    }
    default:
      return fail(404, `Unknown method ${method}`)
  }
}
