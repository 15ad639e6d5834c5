// @vitest-environment jsdom
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cookieToInitialState, createAppKit, createCookieStorage, type AppKit, type AppKitInitialState } from '../../kernel'
import { createMemoryBackend } from '../../kernel/testing/memoryStorage'
import { mainnet, polygon } from '../../kernel/networks'
import { AppKitButton } from '../buttons/AppKitButton'
import { useAppKitAccount } from '../hooks/useAppKitAccount'
import { useAppKitNetwork } from '../hooks/useAppKitNetwork'
import { createTestKit } from '../testing/createTestKit'
import { AppKitProvider } from './AppKitProvider'

// act() outside @testing-library/react: tell React this is a test environment.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SHORT = '0xf3...b92266'
const entries = {
  connection_status: 'connected',
  connected_namespaces: 'eip155',
  'connector_id:eip155': 'test-eip155',
  'active_network:eip155': 'eip155:137',
  'account:eip155': { address: ADDRESS },
}
const COOKIE = `airlock.store=${encodeURIComponent(JSON.stringify(Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, JSON.stringify(v)]))))}`

function Page({ kit, initialState }: { kit: AppKit; initialState: AppKitInitialState | undefined }) {
  return (
    <AppKitProvider kit={kit} initialState={initialState}>
      <AppKitButton />
      <Probe />
    </AppKitProvider>
  )
}

function Probe() {
  const { address, isConnected } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  return <output>{`${address ?? '-'} ${String(isConnected)} ${caipNetworkId ?? '-'}`}</output>
}

/** A render as Node does it: no document (the button then writes its declarative shadow root). */
function renderOnServer(ui: React.ReactElement): string {
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'document')!
  delete (globalThis as { document?: unknown }).document
  try {
    return renderToString(ui)
  } finally {
    Object.defineProperty(globalThis, 'document', saved)
  }
}

/**
 * What Chromium's parser does with the server HTML: each <template shadowrootmode> becomes its
 * host's shadow root. jsdom cannot (no declarative shadow DOM), so the test does it; the browser
 * test (sandbox/e2e/nextjs.test.ts) sees the real parser.
 */
function parseLikeABrowser(html: string): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = html
  for (const template of [...container.querySelectorAll<HTMLTemplateElement>('template[shadowrootmode]')]) {
    template.parentElement!.attachShadow({ mode: 'open' }).append(template.content)
    template.remove()
  }
  document.body.append(container)
  return container
}

const withoutStyles = (html: string) => html.replace(/<style[^>]*>[^<]*<\/style>/g, '')
/** The placeholders' stylesheet in a server render (kernel/elements/placeholderCss.ts). */
const placeholders = (html: string) => /<style[^>]*data-airlock-placeholders[^>]*>([^<]*)<\/style>/.exec(html)?.[1]

afterEach(() => {
  document.body.innerHTML = ''
})

describe('server render with an initial state', () => {
  it('BYD-32 the server HTML shows the restored address in the button and the hooks; without one, Connect Wallet', () => {
    const server = createTestKit()
    const html = renderOnServer(<Page kit={server.kit} initialState={cookieToInitialState(COOKIE)} />)
    expect(html).toContain('<template shadowrootmode="open">')
    expect(html).toContain(SHORT)
    expect(html).toContain(`${ADDRESS} true eip155:137`)
    // The placeholders' stylesheet names the connect button's label; the markup never shows it.
    expect(withoutStyles(html)).not.toContain('Connect Wallet')
    // The server's kit is shared by every request: the render left it untouched.
    expect(server.kit.getAccount().address).toBeUndefined()

    expect(renderOnServer(<Page kit={server.kit} initialState={undefined} />)).toContain('Connect Wallet')
    server.kit.destroy()
  })

  it('BYD-32 the same markup hydrates on a starting client kit without a mismatch, and keeps showing the address', async () => {
    const server = createTestKit()
    const initialState = cookieToInitialState(COOKIE)
    const html = renderOnServer(<Page kit={server.kit} initialState={initialState} />)
    server.kit.destroy()

    const client = createTestKit()
    const container = parseLikeABrowser(html)
    const errors = vi.spyOn(console, 'error')
    const recoverable: unknown[] = []
    await act(async () => {
      hydrateRoot(container, <Page kit={client.kit} initialState={initialState} />, { onRecoverableError: (e) => recoverable.push(e) })
    })
    expect(recoverable).toEqual([])
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    const button = container.querySelector('airlock-button')!.shadowRoot!.querySelector('button')!
    expect(button.dataset.testid).toBe('account-button')
    expect(button.textContent).toContain(SHORT)
    expect(container.querySelector('output')!.textContent).toBe(`${ADDRESS} true eip155:137`)
    // The live kit took the state; its restore then settles it (no stored session here: disconnected).
    await act(() => client.kit.ready())
    expect(client.kit.getAccount().address).toBeUndefined()
    expect(container.querySelector('airlock-button')!.shadowRoot!.textContent).toContain('Connect Wallet')
    client.kit.destroy()
  })

  it('BYD-32 a browser kit on a cookie storage starts from the cookie: the account is there at creation, before startup or any render', () => {
    const storage = createCookieStorage({ jar: { cookie: COOKIE }, rest: createMemoryBackend() })
    const kit = createAppKit({ projectId: 'p', networks: [mainnet, polygon], storage })
    expect(kit.getState().initialized).toBe(false)
    expect(kit.getAccount().address).toBe(ADDRESS)
    expect(kit.getCaipNetworkId()).toBe('eip155:137')
    kit.destroy()
    // Another storage (localStorage here) leaves a new kit disconnected until its restore.
    const plain = createAppKit({ projectId: 'p', networks: [mainnet, polygon], storage: createMemoryBackend() })
    expect(plain.getAccount().address).toBeUndefined()
    plain.destroy()
  })

  it("server-rendered <appkit-button> elements get placeholders of the request's own state: the account for a restored visitor, Connect Wallet for the next one", () => {
    const server = createTestKit()
    const restored = placeholders(renderOnServer(<Page kit={server.kit} initialState={cookieToInitialState(COOKIE)} />))
    expect(restored).toContain(`:is(appkit-button, w3m-button):not(:defined)::after { content: "${SHORT}"; }`)
    expect(restored).toContain(`:is(appkit-network-button, w3m-network-button):not(:defined)::after { content: "Polygon"; }`)
    // The next request, without a cookie, on the same shared server kit: nothing of the first.
    const anonymous = placeholders(renderOnServer(<Page kit={server.kit} initialState={undefined} />))
    expect(anonymous).toContain(`:is(appkit-button, w3m-button):not(:defined)::after { content: "Connect Wallet"; }`)
    expect(anonymous).not.toContain(SHORT)
    // One stylesheet per page: a nested provider adds none.
    const nested = renderOnServer(
      <AppKitProvider kit={server.kit}>
        <Page kit={server.kit} initialState={undefined} />
      </AppKitProvider>,
    )
    expect(nested.match(/data-airlock-placeholders/g)).toHaveLength(1)
    server.kit.destroy()
  })
})
