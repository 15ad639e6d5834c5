// @vitest-environment jsdom
// The list in a real headless kit with the plugin on and no wallet connected: what the view does
// when the service cannot list (no account). Listing, granting and revoking against the sandbox
// are in sandbox/integration/smartSessions.test.ts and sandbox/e2e/smartSessions.test.ts.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { I18N, KIT_CONTAINER, SERVICES, createAppKit, type AppKit } from '../../../kernel'
import { mainnet } from '../../../kernel/networks'
import { AppKitProvider } from '../../../ui-shell'
import { SMART_SESSIONS_SERVICE } from '../contract'
import { smartSessions } from '../index'
import SmartSessionList from './SmartSessionList'

const kits: AppKit[] = []
afterEach(() => {
  cleanup()
  kits.splice(0).forEach((k) => k.destroy())
  localStorage.clear()
})

async function kitWithSessions(locale?: string) {
  const kit = createAppKit({ projectId: 'sessions-test', networks: [mainnet], plugins: [smartSessions], locale, features: { smartSessions: true }, endpoints: { fonts: '', blockchainApi: 'http://127.0.0.1:9' } })
  kits.push(kit)
  await kit.ready()
  await waitFor(() => expect(kit[KIT_CONTAINER].resolve(SERVICES).find(SMART_SESSIONS_SERVICE)).toBeDefined())
  if (locale) await kit[KIT_CONTAINER].resolve(I18N).ready('smart-sessions')
  return kit
}

describe('SmartSessionList', () => {
  it('shows the three status tabs, and without an account the reason with Try again instead of a hung view', async () => {
    const kit = await kitWithSessions()
    render(<AppKitProvider kit={kit}><SmartSessionList /></AppKitProvider>)
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Active', 'Expired', 'Revoked'])
    await waitFor(() => expect(screen.getByTestId('smart-sessions-error').textContent).toContain('Address or auth connector not found'))
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getByTestId('smart-sessions-error')).toBeTruthy())
    fireEvent.click(screen.getByTestId('tab-revoked'))
    expect(screen.getByRole('tabpanel').getAttribute('data-testid')).toBe('smart-sessions-revoked')
  })

  it('in Japanese: the tabs, the service’s error in its words and Try again', async () => {
    const kit = await kitWithSessions('ja')
    render(<AppKitProvider kit={kit}><SmartSessionList /></AppKitProvider>)
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['有効', '期限切れ', '取り消し済み'])
    await waitFor(() => expect(screen.getByTestId('smart-sessions-error').textContent).toContain('アドレスまたは認証コネクタが見つかりません'))
    expect(screen.getByRole('button', { name: '再試行' })).toBeTruthy()
  })
})
