// The approval the visitor sees, drawn by the secure origin (in the frame, or in the approval
// popup): what is asked, who asks (the origin the handshake verified; the app's own name only
// as a claim), and the two buttons. Approve works only while the approval is seen and armed,
// and never by a key press the visitor did not aim at it.
import { ENGLISH, type FrameLocale } from './frameLocale'
import { approvalMessages } from './frameMessages'
import { ARM_DELAY_MS, armWhenSeen, type VisibilitySource } from './visibilityGate'

/** What the frame shows for one request: its title, the details, the message and the confirm label. */
export interface ApprovalView {
  title: string
  rows: [string, string][]
  body?: string
  /** Sign or Approve, in the frame's locale. */
  confirmLabel: string
}

/** Who asks: the host origin the frame was served to and handed its port to, and the app's claim. */
export interface Requester {
  origin: string
  /** The caller's own name for itself: shown marked as not verified. */
  appName?: string
}

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, testId?: string): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag)
  if (text !== undefined) node.textContent = text
  if (testId) node.dataset.testid = testId
  return node
}

/** Title, requester, details and message; the actions are added by the caller. */
export function drawRequest(root: HTMLElement, view: ApprovalView, requester: Requester, { locale, dir, t }: FrameLocale = ENGLISH): void {
  root.replaceChildren()
  root.lang = locale
  root.dir = dir
  root.append(element('h1', view.title))
  const origin = element('p', t(approvalMessages, 'from', { origin: requester.origin }), 'secure-request-origin')
  origin.className = 'origin'
  root.append(origin)
  if (requester.appName) {
    const claim = element('p', t(approvalMessages, 'claim', { name: requester.appName }), 'secure-request-app-name')
    claim.className = 'claim'
    root.append(claim)
  }
  const list = element('dl')
  for (const [name, value] of view.rows) {
    // A value is an address, an amount or a phrase: its own first letters set its direction.
    const dd = element('dd', value)
    dd.dir = 'auto'
    list.append(element('dt', name), dd)
  }
  root.append(list)
  if (view.body !== undefined) {
    const pre = element('pre', view.body)
    pre.tabIndex = 0
    pre.dir = 'auto'
    // The app's own message, signed as it is: data a page translator must leave alone.
    pre.translate = false
    pre.setAttribute('aria-label', t(approvalMessages, 'message'))
    root.append(pre)
  }
}

/** Cancel and a primary button, in an actions row appended to `root`. */
export function drawActions(root: HTMLElement, primaryLabel: string, primaryTestId: string, { t }: FrameLocale = ENGLISH): { cancel: HTMLButtonElement; primary: HTMLButtonElement; hint: HTMLParagraphElement } {
  const hint = element('p', '', 'secure-visibility-hint')
  hint.className = 'hint'
  hint.setAttribute('aria-live', 'polite')
  const actions = element('div')
  actions.className = 'actions'
  const cancel = element('button', t(approvalMessages, 'cancel'), 'secure-cancel-button')
  cancel.type = 'button'
  const primary = element('button', primaryLabel, primaryTestId)
  primary.type = 'button'
  primary.className = 'primary'
  actions.append(cancel, primary)
  root.append(hint, actions)
  root.hidden = false
  return { cancel, primary, hint }
}

/**
 * Shows the request; resolves true on Sign / Approve, false on Cancel or when `abort` fires.
 * The confirm button stays disabled until the approval has been seen for ARM_DELAY_MS (per
 * `seen`), and again at once when it is not. Nothing here takes focus: a key press meant for the
 * host page never lands on it, and a keyboard press counts only once the visitor moved focus to
 * the button and it stayed there ARM_DELAY_MS.
 */
export function showApproval(root: HTMLElement, view: ApprovalView, requester: Requester, abort: AbortSignal, seen: VisibilitySource, words: FrameLocale = ENGLISH): Promise<boolean> {
  drawRequest(root, view, requester, words)
  const { cancel, primary: confirm, hint } = drawActions(root, view.confirmLabel, 'secure-confirm-button', words)
  let armed = false
  let focusedAt: number | undefined
  const setArmed = (value: boolean, visible: boolean) => {
    armed = value
    confirm.disabled = !value
    confirm.dataset.armed = String(value)
    hint.textContent = visible ? '' : words.t(approvalMessages, 'paused')
  }
  confirm.disabled = true
  confirm.dataset.armed = 'false'
  confirm.addEventListener('focus', () => (focusedAt = performance.now()))
  confirm.addEventListener('blur', () => (focusedAt = undefined))

  return new Promise((resolve) => {
    const stopWatching = armWhenSeen(root, setArmed, seen)
    const done = (approved: boolean) => {
      stopWatching()
      root.hidden = true
      root.replaceChildren()
      abort.removeEventListener('abort', onAbort)
      resolve(approved)
    }
    const onAbort = () => done(false)
    abort.addEventListener('abort', onAbort)
    cancel.addEventListener('click', () => done(false), { once: true })
    confirm.addEventListener('click', (event) => {
      if (!event.isTrusted || !armed) return
      // detail 0: Enter or Space, not a pointer. Only after the visitor's own focus has rested here.
      const byKeyboard = event.detail === 0
      if (byKeyboard && (focusedAt === undefined || performance.now() - focusedAt < ARM_DELAY_MS)) return
      done(true)
    })
  })
}
