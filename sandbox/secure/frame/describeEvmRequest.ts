// What the frame shows for an EVM request, derived from the request itself and the secure site's
// own network table: amounts in the table's currency and decimals, ERC-20 transfers and approvals
// decoded from the call data, typed data by its domain. A caller's description is never used.
import { decodeFunctionData, erc20Abi, formatUnits, hexToBigInt, hexToString, isHex, maxUint256, type Hex } from 'viem'
import type { SecureEvmNetwork, SecureNetworks } from '../secureNetworks'
import type { ApprovalView } from './approvalUi'
import { ENGLISH } from './frameLocale'
import { approvalMessages, requestMessages, type FrameText } from './frameMessages'

export interface EvmApprovalRequest {
  method: string
  params: unknown
  network: SecureEvmNetwork
  /** The smart account the request acts for; absent for the EOA. */
  from?: string
}

/** A token's symbol and decimals as its contract answers them on the network's RPC. */
export interface TokenInfo {
  symbol: string
  decimals: number
}

export type Erc20Call =
  | { kind: 'transfer'; token: Hex; to: Hex; amount: bigint }
  | { kind: 'approve'; token: Hex; spender: Hex; amount: bigint }
  | { kind: 'transferFrom'; token: Hex; from: Hex; to: Hex; amount: bigint }

/** A request that does not say what it claims (another chain, unreadable typed data): refused. */
export class UnreadableRequestError extends Error {
  override name = 'UnreadableRequestError'
  /** JSON-RPC's "invalid params". */
  readonly code = -32602
}

const isTransaction = (method: string) => method === 'eth_sendTransaction' || method === 'wallet_sendCalls' || method === 'wallet_grantPermissions'
const list = (params: unknown): unknown[] => (Array.isArray(params) ? params : [])

/** The ERC-20 call a transaction's data makes, if it is one of the three that move or allow tokens. */
export function erc20CallOf(tx: { to?: unknown; data?: unknown }): Erc20Call | undefined {
  if (typeof tx.to !== 'string' || !isHex(tx.to) || typeof tx.data !== 'string' || !isHex(tx.data) || tx.data.length < 10) return undefined
  try {
    const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data: tx.data })
    if (functionName === 'transfer') return { kind: 'transfer', token: tx.to, to: args[0], amount: args[1] }
    if (functionName === 'approve') return { kind: 'approve', token: tx.to, spender: args[0], amount: args[1] }
    if (functionName === 'transferFrom') return { kind: 'transferFrom', token: tx.to, from: args[0], to: args[1], amount: args[2] }
  } catch {
    // Not an ERC-20 call: shown as raw data.
  }
  return undefined
}

function decodeMessage(message: unknown): string {
  if (typeof message !== 'string') return ''
  if (!isHex(message)) return message
  try {
    return hexToString(message)
  } catch {
    return message
  }
}

type Rows = [string, string][]
const m = requestMessages

const native = (network: SecureEvmNetwork, hex: unknown) =>
  `${typeof hex === 'string' && isHex(hex) && hex !== '0x' ? formatUnits(hexToBigInt(hex), network.nativeCurrency.decimals) : '0'} ${network.nativeCurrency.symbol}`

function tokenAmount(call: Erc20Call, token: TokenInfo | undefined, t: FrameText): string {
  if (call.kind === 'approve' && call.amount === maxUint256) return token ? t(m, 'unlimited', { symbol: token.symbol }) : t(m, 'unlimitedTokens')
  return token ? `${formatUnits(call.amount, token.decimals)} ${token.symbol}` : t(m, 'baseUnits', { amount: String(call.amount) })
}

function erc20Rows(call: Erc20Call, token: TokenInfo | undefined, t: FrameText): Rows {
  const rows: Rows = [[t(m, 'token'), call.token]]
  if (call.kind === 'approve') return [...rows, [t(m, 'allowSpender'), call.spender], [t(m, 'upTo'), tokenAmount(call, token, t)]]
  if (call.kind === 'transferFrom') rows.push([t(m, 'tokenFrom'), call.from])
  return [...rows, [t(m, 'tokenTo'), call.to], [t(m, 'tokenAmount'), tokenAmount(call, token, t)]]
}

function transactionRows(request: EvmApprovalRequest, tokens: ReadonlyMap<string, TokenInfo | undefined>, t: FrameText): Rows {
  const tx = (list(request.params)[0] ?? {}) as { to?: string; value?: unknown; data?: string; chainId?: unknown }
  // A transaction that names another chain than the one it would be sent on is refused outright.
  if (tx.chainId !== undefined && Number(tx.chainId) !== request.network.id) {
    throw new UnreadableRequestError(`The transaction is for chain ${String(tx.chainId)}, the wallet is on ${request.network.id}`)
  }
  const rows: Rows = [[t(m, 'network'), request.network.name], ...fromRow(request, t), [t(m, 'to'), tx.to ?? t(m, 'newContract')], [t(m, 'amount'), native(request.network, tx.value)]]
  const call = erc20CallOf(tx)
  if (call) rows.push(...erc20Rows(call, tokens.get(call.token.toLowerCase()), t))
  if (tx.data && tx.data !== '0x') rows.push([t(m, 'data'), tx.data])
  return rows
}

const fromRow = (request: EvmApprovalRequest, t: FrameText): Rows => (request.from ? [[t(m, 'from'), t(m, 'smartAccount', { address: request.from })]] : [])

const PERIODS = { 3600: 'perHour', 86400: 'perDay', 604800: 'perWeek' } as const
const per = (seconds: number, t: FrameText) => {
  const period = PERIODS[seconds as keyof typeof PERIODS]
  return period ? t(m, period) : t(m, 'everySeconds', { seconds })
}

/** A batch's calls one by one, or the allowance a session may spend. */
function smartAccountRows(request: EvmApprovalRequest, tokens: ReadonlyMap<string, TokenInfo | undefined>, t: FrameText): Rows {
  const raw = (list(request.params)[0] ?? {}) as { calls?: unknown; expiry?: unknown; permissions?: unknown; chainId?: unknown }
  if (raw.chainId !== undefined && Number(raw.chainId) !== request.network.id) {
    throw new UnreadableRequestError(`The request is for chain ${String(raw.chainId)}, the wallet is on ${request.network.id}`)
  }
  const head: Rows = [[t(m, 'network'), request.network.name], ...fromRow(request, t)]
  if (request.method === 'wallet_sendCalls') {
    const calls = Array.isArray(raw.calls) ? (raw.calls as { to?: unknown; value?: unknown; data?: unknown }[]) : []
    return [
      ...head,
      ...calls.flatMap((call, i): [string, string][] => {
        const n = i + 1
        const out: Rows = [[t(m, 'call', { n }), t(m, 'amountTo', { amount: native(request.network, call.value), to: String(call.to ?? '') })]]
        const erc20 = erc20CallOf(call)
        if (erc20) out.push(...erc20Rows(erc20, tokens.get(erc20.token.toLowerCase()), t).map(([k, v]): [string, string] => [t(m, 'numbered', { label: k, n }), v]))
        if (typeof call.data === 'string' && call.data !== '0x') out.push([t(m, 'numbered', { label: t(m, 'data'), n }), call.data])
        return out
      }),
    ]
  }
  const permissions = Array.isArray(raw.permissions) ? (raw.permissions as { type?: unknown; data?: Record<string, unknown> }[]) : []
  const out: Rows = permissions.map((p) =>
    p.type === 'native-token-recurring-allowance'
      ? [t(m, 'allowance'), t(m, 'allowanceValue', { amount: native(request.network, p.data?.allowance), period: per(Number(p.data?.period), t) })]
      : [t(m, 'permission'), String(p.type)],
  )
  const expiry = Number(raw.expiry)
  if (Number.isFinite(expiry)) out.push([t(m, 'until'), new Date(expiry * 1000).toISOString().replace('T', ' ').slice(0, 16) + ' UTC'])
  return [...head, ...out]
}

/** Typed data must be for the chain the wallet signs on; its domain is shown from the data itself. */
function typedDataView(request: EvmApprovalRequest, table: SecureNetworks, t: FrameText): { rows: Rows; body: string } {
  const raw = list(request.params)[1]
  let typed: { domain?: Record<string, unknown>; message?: unknown; primaryType?: unknown }
  try {
    typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) ?? {}
  } catch {
    throw new UnreadableRequestError('The typed data is not valid JSON')
  }
  const domain = typed.domain ?? {}
  const domainChain = domain.chainId === undefined ? undefined : Number(domain.chainId)
  if (domainChain !== undefined && domainChain !== request.network.id) {
    const named = table.eip155.find((n) => n.id === domainChain)?.name ?? `unknown chain ${String(domain.chainId)}`
    throw new UnreadableRequestError(`The typed data is for ${named}, the wallet is on ${request.network.name}`)
  }
  const rows: Rows = [[t(m, 'network'), request.network.name], ...fromRow(request, t)]
  if (typeof domain.name === 'string') rows.push([t(m, 'domain'), domain.name])
  if (typeof domain.verifyingContract === 'string') rows.push([t(m, 'contract'), domain.verifyingContract])
  return { rows, body: JSON.stringify({ primaryType: typed.primaryType, domain, message: typed.message }, null, 2) }
}

function titleOf(request: EvmApprovalRequest): 'titlePermissions' | 'titleTransactions' | 'titleTransaction' | 'titleSignature' {
  if (request.method === 'wallet_grantPermissions') return 'titlePermissions'
  if (request.method === 'wallet_sendCalls') {
    const calls = (list(request.params)[0] as { calls?: unknown } | undefined)?.calls
    return Array.isArray(calls) && calls.length > 1 ? 'titleTransactions' : 'titleTransaction'
  }
  return isTransaction(request.method) ? 'titleTransaction' : 'titleSignature'
}

/** The tokens a request's ERC-20 calls touch (lower-case), so their details can be read first. */
export function tokensOf(request: Pick<EvmApprovalRequest, 'method' | 'params'>): string[] {
  const first = (list(request.params)[0] ?? {}) as { calls?: unknown }
  const txs = request.method === 'wallet_sendCalls' && Array.isArray(first.calls) ? (first.calls as object[]) : request.method === 'eth_sendTransaction' ? [first] : []
  return [...new Set(txs.map((tx) => erc20CallOf(tx)?.token.toLowerCase()).filter((t): t is string => t !== undefined))]
}

/** The request in the frame's words (`t`, English unless the kit passed a locale it knows). */
export function describeEvmRequest(request: EvmApprovalRequest, table: SecureNetworks, tokens: ReadonlyMap<string, TokenInfo | undefined> = new Map(), t: FrameText = ENGLISH.t): ApprovalView {
  const title = t(m, titleOf(request))
  const confirmLabel = t(approvalMessages, isTransaction(request.method) ? 'approve' : 'sign')
  if (request.method === 'personal_sign') {
    return { title, rows: [[t(m, 'network'), request.network.name], ...fromRow(request, t)], body: decodeMessage(list(request.params)[0]), confirmLabel }
  }
  if (request.method === 'eth_signTypedData_v4') return { title, ...typedDataView(request, table, t), confirmLabel }
  if (request.method === 'wallet_sendCalls' || request.method === 'wallet_grantPermissions') return { title, rows: smartAccountRows(request, tokens, t), confirmLabel }
  return { title, rows: transactionRows(request, tokens, t), confirmLabel }
}
