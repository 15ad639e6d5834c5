// The TRON full-node HTTP paths tronweb and the tron chain plugin call, answered from the
// ledger. Answers are shaped like java-tron's: `{}` for an unknown account or transaction,
// `{ Error }` when a transaction cannot be built, hex-encoded `message` on a refused broadcast.
import { utils } from 'tronweb'
import { TRON_TEST_USDT } from './accounts'
import type { TronLedger } from './createTronLedger'

type Body = Record<string, unknown>
export interface TronAnswer {
  status: number
  body: unknown
}

/** 41-prefixed lowercase hex for a base58 or hex address; undefined when it is neither. */
export function toHexAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value) return undefined
  const hex = /^41[0-9a-fA-F]{40}$/.test(value) ? value : utils.address.isAddress(value) ? utils.address.toHex(value) : undefined
  return hex?.toLowerCase()
}

const word = (value: bigint) => value.toString(16).padStart(64, '0')
const abiString = (text: string) => {
  const bytes = Buffer.from(text, 'utf8')
  return word(32n) + word(BigInt(bytes.length)) + bytes.toString('hex').padEnd(Math.ceil(bytes.length / 32) * 64, '0')
}
const hexMessage = (text: string) => Buffer.from(text, 'utf8').toString('hex')
// java-tron answers addresses in the form the request asked for (`visible`).
const shown = (hex: string, visible: boolean) => (visible ? utils.address.fromHex(hex) : hex)

function asVisible<T extends { visible: boolean; raw_data: { contract: unknown[] } }>(tx: T, visible: boolean): T {
  if (!visible) return tx
  const copy = structuredClone(tx)
  copy.visible = true
  for (const contract of copy.raw_data.contract as { parameter: { value: Record<string, unknown> } }[]) {
    for (const key of ['owner_address', 'to_address', 'contract_address']) {
      const value = contract.parameter.value[key]
      if (typeof value === 'string') contract.parameter.value[key] = utils.address.fromHex(value)
    }
  }
  return copy
}

export function handleTronRequest(path: string, body: Body, ledger: TronLedger): TronAnswer {
  const ok = (answer: unknown): TronAnswer => ({ status: 200, body: answer })
  const visible = body.visible === true
  switch (path) {
    case '/wallet/getaccount':
    case '/walletsolidity/getaccount': {
      const hex = toHexAddress(body.address)
      if (!hex || !ledger.exists(hex)) return ok({})
      const balance = ledger.trxBalance(hex)
      // TRON leaves `balance` out when it is 0.
      return ok({ address: shown(hex, visible), ...(balance > 0n ? { balance: Number(balance) } : {}), create_time: 0 })
    }
    case '/wallet/getblock':
    case '/wallet/getnowblock':
    case '/walletsolidity/getnowblock': {
      // tronweb builds transactions itself and takes their reference block and expiry from here.
      const { blockID, number, timestamp } = ledger.head()
      return ok({ blockID, block_header: { raw_data: { number, timestamp } } })
    }
    case '/wallet/createtransaction': {
      const owner = toHexAddress(body.owner_address)
      const to = toHexAddress(body.to_address)
      if (!owner || !to) return ok({ Error: 'Invalid address provided' })
      if (typeof body.amount !== 'number' || !Number.isSafeInteger(body.amount)) return ok({ Error: 'Invalid amount provided' })
      try {
        return ok(asVisible(ledger.buildTransfer(owner, to, BigInt(body.amount)), visible))
      } catch (error) {
        return ok({ Error: (error as Error).message })
      }
    }
    case '/wallet/triggersmartcontract':
    case '/wallet/triggerconstantcontract':
      return trigger(path, body, ledger, visible)
    case '/wallet/broadcasttransaction': {
      const answer = ledger.broadcast(body)
      return ok(answer.result ? answer : { ...answer, message: hexMessage(answer.message) })
    }
    case '/wallet/gettransactionbyid':
    case '/walletsolidity/gettransactionbyid': {
      const tx = typeof body.value === 'string' ? ledger.transaction(body.value) : undefined
      return ok(tx ? { ...asVisible(tx, visible), ret: [{ contractRet: 'SUCCESS' }] } : {})
    }
    case '/wallet/gettransactioninfobyid':
    case '/walletsolidity/gettransactioninfobyid': {
      const record = typeof body.value === 'string' ? ledger.record(body.value) : undefined
      if (!record) return ok({})
      const token = record.effect.kind === 'trc20' ? { contract_address: record.effect.token } : {}
      return ok({ id: record.id, blockNumber: record.blockNumber, blockTimeStamp: record.blockTimeStamp, receipt: { result: 'SUCCESS' }, ...token })
    }
    default:
      return { status: 404, body: { Error: `${path} is not served by the TRON stand-in` } }
  }
}

function trigger(path: string, body: Body, ledger: TronLedger, visible: boolean): TronAnswer {
  const ok = (answer: unknown): TronAnswer => ({ status: 200, body: answer })
  const token = toHexAddress(body.contract_address)
  const owner = toHexAddress(body.owner_address) ?? '410000000000000000000000000000000000000000'
  if (!token || !ledger.isToken(token)) return ok({ result: { code: 'CONTRACT_VALIDATE_ERROR', message: hexMessage('No contract or not a smart contract') } })
  const selector = String(body.function_selector ?? '').replace(/\s/g, '')
  const parameter = String(body.parameter ?? '')
  const constant = (hex: string) => ok({ result: { result: true }, energy_used: 0, constant_result: [hex] })
  switch (selector) {
    case 'balanceOf(address)': {
      const who = `41${parameter.slice(24, 64)}`.toLowerCase()
      return constant(word(ledger.tokenBalance(token, who)))
    }
    case 'decimals()':
      return constant(word(BigInt(TRON_TEST_USDT.decimals)))
    case 'symbol()':
      return constant(abiString(TRON_TEST_USDT.symbol))
    case 'name()':
      return constant(abiString(TRON_TEST_USDT.name))
    case 'transfer(address,uint256)': {
      if (path !== '/wallet/triggersmartcontract') return constant(word(1n))
      try {
        const tx = ledger.buildTokenTransfer(owner, token, `a9059cbb${parameter}`.toLowerCase(), Number(body.fee_limit ?? 0))
        return ok({ result: { result: true }, transaction: asVisible(tx, visible) })
      } catch (error) {
        return ok({ result: { code: 'CONTRACT_VALIDATE_ERROR', message: hexMessage((error as Error).message) } })
      }
    }
    default:
      return ok({ result: { code: 'CONTRACT_VALIDATE_ERROR', message: hexMessage(`${selector} is not served by the TRON stand-in`) } })
  }
}
