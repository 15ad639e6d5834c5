// The approval the visitor sees inside the secure frame: what is asked, decoded, and the two
// buttons. It is drawn by the secure origin, so the host page cannot press them or fake them.
import { formatUnits, hexToBigInt, hexToString, isHex, type Hex } from 'viem'
import type { FrameChain } from '../../../plugins/auth/frameProtocol'

export interface ApprovalRequest {
  method: string
  params: unknown
  chain: FrameChain
  appName: string
  /** The smart account the request acts for; absent for the EOA. */
  from?: string
}

const isTransaction = (method: string) => method === 'eth_sendTransaction' || method === 'wallet_sendCalls' || method === 'wallet_grantPermissions'

function decodeMessage(message: unknown): string {
  if (typeof message !== 'string') return ''
  if (!isHex(message)) return message
  try {
    return hexToString(message)
  } catch {
    return message
  }
}

function rows(request: ApprovalRequest): [string, string][] {
  const list = Array.isArray(request.params) ? request.params : []
  const from: [string, string][] = request.from ? [['From', `${request.from} (smart account)`]] : []
  if (request.method === 'wallet_sendCalls' || request.method === 'wallet_grantPermissions') {
    return [['Network', request.chain.name], ...from, ...smartAccountRows(request.method, list[0], request.chain)]
  }
  if (isTransaction(request.method)) {
    const tx = (list[0] ?? {}) as { to?: string; value?: Hex; data?: string }
    const value = tx.value ? formatUnits(hexToBigInt(tx.value), request.chain.nativeCurrency.decimals) : '0'
    const out: [string, string][] = [
      ['Network', request.chain.name],
      ...from,
      ['To', tx.to ?? 'New contract'],
      ['Amount', `${value} ${request.chain.nativeCurrency.symbol}`],
    ]
    if (tx.data && tx.data !== '0x') out.push(['Data', tx.data])
    return out
  }
  return [['Network', request.chain.name]]
}

function body(request: ApprovalRequest): string | undefined {
  const list = Array.isArray(request.params) ? request.params : []
  if (request.method === 'personal_sign') return decodeMessage(list[0])
  if (request.method === 'eth_signTypedData_v4') {
    const typed = typeof list[1] === 'string' ? (JSON.parse(list[1]) as unknown) : list[1]
    const { domain, message, primaryType } = (typed ?? {}) as Record<string, unknown>
    return JSON.stringify({ primaryType, domain, message }, null, 2)
  }
  return undefined
}

/** What the frame shows for one request: its title, the details, the message and the confirm label. */
export interface ApprovalView {
  title: string
  rows: [string, string][]
  body?: string
  confirmLabel: 'Sign' | 'Approve'
}

function what(request: ApprovalRequest): string {
  if (request.method === 'wallet_grantPermissions') return 'permissions'
  if (request.method === 'wallet_sendCalls') {
    const calls = ((Array.isArray(request.params) ? request.params[0] : undefined) as { calls?: unknown } | undefined)?.calls
    return Array.isArray(calls) && calls.length > 1 ? 'multiple transactions' : 'a transaction'
  }
  return isTransaction(request.method) ? 'a transaction' : 'a signature'
}

const PERIODS: Record<number, string> = { 3600: 'per hour', 86400: 'per day', 604800: 'per week' }
const per = (seconds: number) => PERIODS[seconds] ?? `every ${seconds} s`

/** A batch's calls one by one, or the allowance a session may spend. */
function smartAccountRows(method: string, raw: unknown, chain: FrameChain): [string, string][] {
  const amount = (hex: unknown) => `${typeof hex === 'string' && isHex(hex) ? formatUnits(hexToBigInt(hex), chain.nativeCurrency.decimals) : '0'} ${chain.nativeCurrency.symbol}`
  const request = (raw ?? {}) as { calls?: unknown; expiry?: unknown; permissions?: unknown }
  if (method === 'wallet_sendCalls') {
    const calls = Array.isArray(request.calls) ? (request.calls as { to?: unknown; value?: unknown; data?: unknown }[]) : []
    return calls.flatMap((call, i): [string, string][] => {
      const out: [string, string][] = [[`Call ${i + 1}`, `${amount(call.value)} to ${String(call.to ?? '')}`]]
      if (typeof call.data === 'string' && call.data !== '0x') out.push([`Data ${i + 1}`, call.data])
      return out
    })
  }
  const permissions = Array.isArray(request.permissions) ? (request.permissions as { type?: unknown; data?: Record<string, unknown> }[]) : []
  const out: [string, string][] = permissions.map((p) =>
    p.type === 'native-token-recurring-allowance'
      ? ['Allowance', `${amount(p.data?.allowance)} ${per(Number(p.data?.period))}`]
      : ['Permission', String(p.type)],
  )
  const expiry = Number(request.expiry)
  if (Number.isFinite(expiry)) out.push(['Until', new Date(expiry * 1000).toISOString().replace('T', ' ').slice(0, 16) + ' UTC'])
  return out
}

/** Shows the request; resolves true on Sign / Approve, false on Cancel or when `abort` fires. */
export function askApproval(root: HTMLElement, request: ApprovalRequest, abort: AbortSignal): Promise<boolean> {
  const tx = isTransaction(request.method)
  const view: ApprovalView = {
    title: `${request.appName} requests ${what(request)}`,
    rows: rows(request),
    body: body(request),
    confirmLabel: tx ? 'Approve' : 'Sign',
  }
  return showApproval(root, view, abort)
}

/** Draws an approval (any chain's); resolves true on the confirm button, false on Cancel or `abort`. */
export function showApproval(root: HTMLElement, view: ApprovalView, abort: AbortSignal): Promise<boolean> {
  root.replaceChildren()
  const title = document.createElement('h1')
  title.textContent = view.title
  const list = document.createElement('dl')
  for (const [name, value] of view.rows) {
    const dt = document.createElement('dt')
    dt.textContent = name
    const dd = document.createElement('dd')
    dd.textContent = value
    list.append(dt, dd)
  }
  root.append(title, list)
  const text = view.body
  if (text !== undefined) {
    const pre = document.createElement('pre')
    pre.textContent = text
    pre.tabIndex = 0
    pre.setAttribute('aria-label', 'Message')
    root.append(pre)
  }
  const actions = document.createElement('div')
  actions.className = 'actions'
  const cancel = document.createElement('button')
  cancel.type = 'button'
  cancel.textContent = 'Cancel'
  cancel.dataset.testid = 'secure-cancel-button'
  const confirm = document.createElement('button')
  confirm.type = 'button'
  confirm.className = 'primary'
  confirm.textContent = view.confirmLabel
  confirm.dataset.testid = 'secure-confirm-button'
  actions.append(cancel, confirm)
  root.append(actions)
  root.hidden = false
  confirm.focus()

  return new Promise((resolve) => {
    const done = (approved: boolean) => {
      root.hidden = true
      root.replaceChildren()
      abort.removeEventListener('abort', onAbort)
      resolve(approved)
    }
    const onAbort = () => done(false)
    abort.addEventListener('abort', onAbort)
    cancel.addEventListener('click', () => done(false), { once: true })
    confirm.addEventListener('click', () => done(true), { once: true })
  })
}
