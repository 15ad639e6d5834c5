import type { CSSProperties, ReactNode } from 'react'
import { DEMO_SWITCHES, readDemoSwitches, withSwitch } from './demoOptions'
import { Eip155TestInteractions } from './Eip155TestInteractions'
import { DemoLanguage } from './DemoLanguage'
import {
  AppKitButton,
  AppKitNetworkButton,
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from '../../ui-shell'
import { EmbeddedWalletPanel } from './EmbeddedWalletPanel'

const section: CSSProperties = { border: '1px solid #d0d4d9', borderRadius: 12, padding: '12px 16px', margin: '12px 0' }
const row: CSSProperties = { display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }

function Readout({ label, value, testId }: { label: string; value: unknown; testId: string }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 10rem) minmax(0, 1fr)', gap: 8 }}>
      <dt>{label}</dt>
      <dd style={{ margin: 0, fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere' }} data-testid={testId}>
        {typeof value === 'string' ? value : JSON.stringify(value)}
      </dd>
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={section}>
      <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>{title}</h2>
      {children}
    </section>
  )
}

/** The demo host page: AppKit's buttons, every hook's value, and theme, feature and connector controls. */
const switches = readDemoSwitches(typeof location === 'undefined' ? '' : location.search)

/** The page URL with other test wallets (the wallets script reads `?wallets=` on load). */
function withWallets(wallets: string): string {
  const url = new URL(location.href)
  if (wallets) url.searchParams.set('wallets', wallets)
  else url.searchParams.delete('wallets')
  return url.toString()
}

/** `signIn`: the sign-in controls main.tsx builds with the kit's siwx client. */
export function DemoApp({ signIn }: { signIn?: ReactNode } = {}) {
  const { open, close } = useAppKit()
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const state = useAppKitState()
  const theme = useAppKitTheme()
  const event = useAppKitEvents()
  const { walletInfo } = useWalletInfo()
  const { disconnect } = useDisconnect()
  return (
    <main style={{ font: '15px/1.5 system-ui, sans-serif', maxWidth: 760, marginBlock: '2rem', marginInline: 'auto', paddingInline: '1rem' }}>
      <h1 style={{ fontSize: 24 }}>Airlock demo</h1>
      <p>A host app using <code>airlock/react</code> against the local sandbox. Nothing here reaches the internet.</p>

      <Section title="Buttons">
        <div style={row}>
          <AppKitButton />
          <AppKitNetworkButton />
          <button type="button" onClick={() => void open()} data-testid="demo-open">open()</button>
          <button type="button" onClick={() => void open({ view: 'Networks' })} data-testid="demo-open-networks">open Networks</button>
          <button type="button" onClick={() => void open({ view: 'Swap', arguments: { fromToken: 'USDC', toToken: 'ETH', amount: '25' } })} data-testid="demo-open-swap">
            open Swap 25 USDC → ETH
          </button>
          <button type="button" onClick={() => void close()}>close()</button>
          <button type="button" onClick={() => void disconnect()} disabled={!account.isConnected}>disconnect()</button>
        </div>
      </Section>

      <Section title="Features and connectors">
        <div style={row}>
          {DEMO_SWITCHES.map((key) => (
            <label key={key}>
              <input
                type="checkbox"
                data-testid={`demo-switch-${key}`}
                checked={switches[key]}
                onChange={(e) => location.assign(withSwitch(location.href, key, e.target.checked))}
              />{' '}
              {key}
            </label>
          ))}
        </div>
        {/* A wrapping row: side by side, the links were one unbreakable word that widened a phone's page. */}
        <p style={{ ...row, columnGap: 8, rowGap: 0 }}>
          <span>
            Test wallets on this page: <code>?wallets=</code>
          </span>
          {['eip6963:2,injected,solana,keplr', 'eip6963:1', 'solana', 'keplr', 'ton', 'tron', 'multichain', ''].map((wallets) => (
            <a key={wallets} href={withWallets(wallets)} style={{ overflowWrap: 'anywhere' }} data-testid={`demo-wallets-${wallets || 'none'}`}>
              {wallets || 'none'}
            </a>
          ))}
        </p>
        <p>
          Your own connect UI, no modal code: <a href="/headless?wallets=eip6963:2,injected" data-testid="demo-headless-link">/headless</a>
        </p>
      </Section>

      <Section title="eip155 test interactions">
        <Eip155TestInteractions />
      </Section>
      {signIn && <Section title="Sign in">{signIn}</Section>}

      <Section title="Theme and language">
        <div style={row}>
          <DemoLanguage />
          <button type="button" data-testid="demo-theme-toggle" onClick={() => theme.setThemeMode(theme.themeMode === 'dark' ? 'light' : 'dark')}>
            Mode: {theme.themeMode}
          </button>
          <label>
            Accent <input type="color" data-testid="demo-accent" onChange={(e) => theme.setThemeVariables({ '--w3m-accent': e.target.value })} />
          </label>
          <label>
            Colour mix <input type="color" onChange={(e) => theme.setThemeVariables({ '--w3m-color-mix': e.target.value, '--w3m-color-mix-strength': 30 })} />
          </label>
          <label>
            Radius master{' '}
            <select onChange={(e) => theme.setThemeVariables({ '--w3m-border-radius-master': e.target.value })} defaultValue="4px">
              {['0px', '2px', '4px', '6px'].map((v) => <option key={v}>{v}</option>)}
            </select>
          </label>
          <label>
            Font size master{' '}
            <select onChange={(e) => theme.setThemeVariables({ '--w3m-font-size-master': e.target.value })} defaultValue="10px">
              {['9px', '10px', '11px', '12px'].map((v) => <option key={v}>{v}</option>)}
            </select>
          </label>
        </div>
      </Section>

      <Section title="Embedded wallet and signing">
        <EmbeddedWalletPanel />
      </Section>

      <Section title="Hooks">
        <dl style={{ margin: 0 }}>
          <Readout label="useAppKitAccount" value={{ ...account, allAccounts: account.allAccounts.length }} testId="demo-account" />
          <Readout label="useAppKitNetwork" value={{ caipNetworkId: network.caipNetworkId, chainId: network.chainId, name: network.caipNetwork?.name }} testId="demo-network" />
          <Readout label="useAppKitState" value={state} testId="demo-state" />
          <Readout label="useAppKitTheme" value={{ themeMode: theme.themeMode, themeVariables: theme.themeVariables }} testId="demo-theme" />
          <Readout label="useWalletInfo" value={walletInfo ?? null} testId="demo-wallet-info" />
          <Readout label="useAppKitEvents" value={event.data.event} testId="demo-event" />
        </dl>
      </Section>
    </main>
  )
}
