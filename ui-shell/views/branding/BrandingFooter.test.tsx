// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startApiServer, type ApiServer } from '../../../sandbox/api'
import { SANDBOX_PROJECT_IDS } from '../../../sandbox/api/projects'
import { createTestKit, type TestKit } from '../../testing/createTestKit'
import AccountView from '../account/AccountView'
import ConnectView from '../connect/ConnectView'

// Two shared cores: give real HTTP round trips room.
configure({ asyncUtilTimeout: 10_000 })

let server: ApiServer
const kits: TestKit[] = []
beforeAll(async () => {
  server = await startApiServer()
})
afterAll(async () => {
  await server?.close()
})
afterEach(() => {
  cleanup()
  for (const t of kits.splice(0)) t.kit.destroy()
})

/** A kit whose remote features come from the sandbox's config for `projectId` (not basic mode). */
async function kitFor(projectId: string, basic = false) {
  const t = createTestKit({ projectId, basic, endpoints: { api: server.url, blockchainApi: server.url, analytics: server.url, fonts: '' } })
  kits.push(t)
  await t.kit.ready()
  return t
}

describe('the branding footer (FEAT-05: the remote branding flag)', () => {
  it('shows on the Connect view and the Account view while the remote branding flag is on', async () => {
    const t = await kitFor(SANDBOX_PROJECT_IDS.default)
    t.render(<ConnectView />)
    await waitFor(() => expect(screen.getByTestId('ux-branding-reown').textContent).toBe('UX by Airlock'))
    cleanup()
    await t.connect()
    t.render(<AccountView />)
    await screen.findByTestId('ux-branding-reown')
  })

  it('is absent when the remote config turns the flag off', async () => {
    const t = await kitFor(SANDBOX_PROJECT_IDS.remoteOff)
    t.render(<ConnectView />)
    await screen.findByTestId('w3m-connect-view')
    expect(screen.queryByTestId('ux-branding-reown')).toBeNull()
  })

  it('is absent in basic mode, which never fetches the remote flags', async () => {
    const t = await kitFor(SANDBOX_PROJECT_IDS.default, true)
    t.render(<ConnectView />)
    await screen.findByTestId('w3m-connect-view')
    expect(screen.queryByTestId('ux-branding-reown')).toBeNull()
    await t.connect()
    cleanup()
    t.render(<AccountView />)
    await screen.findByTestId('w3m-account-view')
    expect(screen.queryByTestId('ux-branding-reown')).toBeNull()
  })
})
