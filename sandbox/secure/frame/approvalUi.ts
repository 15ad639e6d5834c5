// The approval the visitor sees inside the secure frame: what is asked, decoded, and the two
// buttons. It is drawn by the secure origin, so the host page cannot press them or fake them.
import { formatUnits, hexToBigInt, hexToString, isHex, type Hex } from 'viem'
import type { FrameChain } from '../../../plugins/auth/frameProtocol'

export interface ApprovalRequest {
  method: string
  params: unknown
  chain: FrameChain
  appName: string
}

const isTransaction = (method: string) => method === 'eth_sendTransaction'

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
  if (isTransaction(request.method)) {
    const tx = (list[0] ?? {}) as { to?: string; value?: Hex; data?: string }
    const value = tx.value ? formatUnits(hexToBigInt(tx.value), request.chain.nativeCurrency.decimals) : '0'
    const out: [string, string][] = [
      ['Network', request.chain.name],
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

/** Shows the request; resolves true on Sign / Approve, false on Cancel or when `abort` fires. */
export function askApproval(root: HTMLElement, request: ApprovalRequest, abort: AbortSignal): Promise<boolean> {
  const tx = isTransaction(request.method)
  const view: ApprovalView = {
    title: tx ? `${request.appName} requests a transaction` : `${request.appName} requests a signature`,
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
