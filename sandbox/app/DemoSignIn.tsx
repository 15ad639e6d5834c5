import type { AppKit } from '../../kernel'
import type { SIWXConfig } from '../../plugins/siwx'
import { AuthenticationStatus } from './AuthenticationStatus'
import { DEMO_SIWX_MODES, type DemoSiwxMode } from './demoSiwxMode'

/** The page URL with another `?siwx=` mode (the kit takes sign-in options once, so the page reloads). */
function withMode(mode: DemoSiwxMode | undefined): string {
  const url = new URL(location.href)
  if (mode) url.searchParams.set('siwx', mode)
  else url.searchParams.delete('siwx')
  return url.toString()
}

/** The demo's sign-in controls: which configuration, and whether the account is signed in. */
export function DemoSignIn({ kit, siwx, mode }: { kit: AppKit; siwx: SIWXConfig | undefined; mode: DemoSiwxMode | undefined }) {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <label>
        Sign in with wallet{' '}
        <select data-testid="demo-siwx-mode" value={mode ?? ''} onChange={(e) => location.assign(withMode((e.target.value || undefined) as DemoSiwxMode | undefined))}>
          <option value="">off</option>
          {DEMO_SIWX_MODES.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </label>
      {siwx ? <AuthenticationStatus kit={kit} siwx={siwx} /> : <output data-testid="w3m-authentication-status">unauthenticated</output>}
    </div>
  )
}
