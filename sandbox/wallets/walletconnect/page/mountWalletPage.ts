import type { PageProposal, PageRequest, PageSession, PageWallet, PageWalletState } from './types'

type Child = Node | string | null | undefined | false
type Attrs = Record<string, string | boolean | ((event: Event) => void) | undefined>

/** A tiny element factory: `on*` attributes become listeners, booleans toggle attributes. */
function h(tag: string, attrs: Attrs = {}, ...children: Child[]): HTMLElement {
  const el = document.createElement(tag)
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value === 'function') el.addEventListener(name.slice(2).toLowerCase(), value)
    else if (value === true) el.setAttribute(name, '')
    else if (typeof value === 'string') el.setAttribute(name, value)
  }
  for (const child of children) if (child) el.append(child)
  return el
}

const short = (text: string, keep = 10) => (text.length > keep * 2 + 1 ? `${text.slice(0, keep)}…${text.slice(-6)}` : text)
const json = (value: unknown) => JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))

/**
 * Renders the wallet page into `root`: pairing, the pending proposal, sessions, wallet events
 * and the request log. Inputs are built once; only the lists are re-rendered on each change,
 * so typing and focus survive updates.
 */
export function mountWalletPage(root: HTMLElement, wallet: PageWallet): () => void {
  const act = (work: () => Promise<void>) => () => {
    error.textContent = ''
    work().catch((e: unknown) => (error.textContent = e instanceof Error ? e.message : String(e)))
  }
  const uriInput = h('input', { type: 'text', placeholder: 'wc:…', 'data-testid': 'wc-wallet-uri-input', 'aria-label': 'WalletConnect URI' }) as HTMLInputElement
  const error = h('p', { class: 'error', role: 'alert', 'data-testid': 'wc-wallet-error' })
  const pair = () => {
    const uri = uriInput.value.trim()
    if (!uri.startsWith('wc:')) return void (error.textContent = 'Paste a wc: URI')
    act(async () => {
      await wallet.pair(uri)
      uriInput.value = ''
    })()
  }
  uriInput.addEventListener('keydown', (e) => (e as KeyboardEvent).key === 'Enter' && pair())
  const autoApprove = h('input', { type: 'checkbox', 'data-testid': 'wc-wallet-auto-approve' }) as HTMLInputElement
  autoApprove.addEventListener('change', act(() => wallet.setAutoApprove(autoApprove.checked)))
  const accountsInput = h('input', { type: 'text', 'data-testid': 'wc-wallet-accounts-input', 'aria-label': 'Accounts to announce' }) as HTMLInputElement
  accountsInput.value = wallet.getState().address

  const header = h('header', {})
  const proposals = h('section', { 'data-testid': 'wc-wallet-proposals', 'aria-label': 'Pending proposals' })
  const sessions = h('section', { 'data-testid': 'wc-wallet-sessions', 'aria-label': 'Sessions' })
  const chainButton = h('button', { type: 'button', 'data-testid': 'wc-wallet-emit-chain-changed' })
  chainButton.addEventListener('click', act(() => wallet.emitChainChanged(wallet.getState().chainId === 1 ? 137 : 1)))
  const requests = h('ol', { 'data-testid': 'wc-wallet-requests', reversed: true })
  const activity = h('ul', { 'data-testid': 'wc-wallet-activity', class: 'activity' })

  root.replaceChildren(
    h('h1', {}, 'Airlock WalletConnect test wallet'),
    header,
    h(
      'section',
      { 'aria-label': 'Pair' },
      h('h2', {}, 'Pair'),
      h('div', { class: 'row' }, uriInput, h('button', { type: 'button', 'data-testid': 'wc-wallet-pair-button', onClick: pair }, 'Pair')),
      h('label', {}, autoApprove, ' Auto-approve proposals and requests'),
      error,
    ),
    h('h2', {}, 'Pending proposal'),
    proposals,
    h('h2', {}, 'Sessions'),
    sessions,
    h(
      'section',
      { 'aria-label': 'Wallet events' },
      h('h2', {}, 'Wallet events'),
      h('div', { class: 'row' }, chainButton),
      h(
        'div',
        { class: 'row' },
        accountsInput,
        h(
          'button',
          {
            type: 'button',
            'data-testid': 'wc-wallet-emit-accounts-changed',
            onClick: act(() => wallet.emitAccountsChanged(accountsInput.value.split(/[\s,]+/).filter(Boolean))),
          },
          'Emit accountsChanged',
        ),
      ),
    ),
    h('h2', {}, 'Requests'),
    requests,
    h('h2', {}, 'Activity'),
    activity,
  )

  const render = (state: PageWalletState) => {
    autoApprove.checked = state.autoApprove
    chainButton.textContent = `Emit chainChanged → ${state.chainId === 1 ? 137 : 1}`
    header.replaceChildren(
      h('dl', {},
        h('dt', {}, 'EVM'), h('dd', { 'data-testid': 'wc-wallet-evm-address' }, state.address),
        h('dt', {}, 'Solana'), h('dd', { 'data-testid': 'wc-wallet-solana-address' }, state.solanaAddress),
        h('dt', {}, 'TON'), h('dd', { 'data-testid': 'wc-wallet-ton-address' }, state.tonAddress),
        h('dt', {}, 'TRON'), h('dd', { 'data-testid': 'wc-wallet-tron-address' }, state.tronAddress),
        h('dt', {}, 'Chain'), h('dd', { 'data-testid': 'wc-wallet-chain-id' }, `eip155:${state.chainId}`),
      ),
    )
    proposals.replaceChildren(...(state.proposals.length ? state.proposals.map((p) => renderProposal(p, wallet, act)) : [h('p', { class: 'empty' }, 'None')]))
    sessions.replaceChildren(...(state.sessions.length ? state.sessions.map((s) => renderSession(s, wallet, act)) : [h('p', { class: 'empty', 'data-testid': 'wc-wallet-no-sessions' }, 'No sessions')]))
    requests.replaceChildren(...[...state.requests].reverse().map((r) => renderRequest(r, wallet, act)))
    activity.replaceChildren(...[...state.activity].reverse().map((line) => h('li', {}, line)))
  }
  render(wallet.getState())
  return wallet.subscribe(render)
}

type Act = (work: () => Promise<void>) => () => void

function renderProposal(p: PageProposal, wallet: PageWallet, act: Act): HTMLElement {
  const accounts = Object.values(p.namespaces).flatMap((ns) => ns.accounts)
  return h(
    'article',
    { class: 'card', 'data-testid': 'wc-wallet-proposal', 'data-proposal-id': String(p.id) },
    h('strong', {}, p.proposer.name), ` ${p.proposer.url}`,
    p.authenticate ? h('p', { 'data-testid': 'wc-wallet-proposal-sign-in' }, `Sign-in request${p.authenticate.statement ? `: ${p.authenticate.statement}` : ''}`) : '',
    h('ul', {}, ...accounts.map((a) => h('li', {}, h('code', {}, short(a, 24))))),
    h('div', { class: 'row' },
      h('button', { type: 'button', class: 'approve', 'data-testid': 'wc-wallet-proposal-approve', onClick: act(() => wallet.approveProposal(p.id)) }, 'Approve'),
      h('button', { type: 'button', 'data-testid': 'wc-wallet-proposal-reject', onClick: act(() => wallet.rejectProposal(p.id)) }, 'Reject'),
    ),
  )
}

function renderSession(s: PageSession, wallet: PageWallet, act: Act): HTMLElement {
  return h(
    'article',
    { class: 'card', 'data-testid': 'wc-wallet-session', 'data-topic': s.topic },
    h('strong', {}, s.peer.name), ` ${s.peer.url} · topic ${short(s.topic, 8)}`,
    h('ul', {}, ...s.accounts.map((a) => h('li', { 'data-testid': 'wc-wallet-session-account' }, h('code', {}, a)))),
    h('button', { type: 'button', 'data-testid': 'wc-wallet-session-disconnect', onClick: act(() => wallet.disconnect(s.topic)) }, 'Disconnect'),
  )
}

function renderRequest(r: PageRequest, wallet: PageWallet, act: Act): HTMLElement {
  const outcome =
    r.status === 'approved' ? short(typeof r.result === 'string' ? r.result : json(r.result), 24) : r.error ? `${r.error.code} ${r.error.message}` : ''
  return h(
    'li',
    { class: `card ${r.status}`, 'data-testid': 'wc-wallet-request', 'data-request-id': String(r.id), 'data-method': r.method, 'data-status': r.status },
    h('strong', {}, r.method), ` on ${r.chainId} `,
    h('span', { class: 'status', 'data-testid': 'wc-wallet-request-status' }, r.status),
    h('pre', {}, short(json(r.params), 120)),
    r.status === 'pending' &&
      h('div', { class: 'row' },
        h('button', { type: 'button', class: 'approve', 'data-testid': 'wc-wallet-request-approve', onClick: act(() => wallet.approveRequest(r.id)) }, 'Approve'),
        h('button', { type: 'button', 'data-testid': 'wc-wallet-request-reject', onClick: act(() => wallet.rejectRequest(r.id)) }, 'Reject'),
      ),
    outcome && h('code', { 'data-testid': 'wc-wallet-request-outcome' }, outcome),
  )
}
