// @vitest-environment jsdom
// WalletSend's receiver field against the sandbox's name service (GET /v1/profile/account/{name}
// and the identity API): a name typed in the view resolves to its address and profile. The chain
// plugin is the send plugin's recording stand-in (only its address rule is used here).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ROUTER } from '../../kernel'
import { createSendTestKit, type SendTestKit } from '../../plugins/send/testing/createSendTestKit'
import { renderWithKit } from '../../plugins/send/testing/renderWithKit'
import { ETH } from '../../plugins/send/testing/testTokens'
import WalletSend from '../../plugins/send/views/WalletSend'
import { startSandbox, type Sandbox } from '../testing'

// The sandbox API's seeded name (sandbox/api/README.md).
const NAME = 'airlock-demo.reown.id'
const NAMED_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let sandbox: Sandbox<'api'>
const kits: SendTestKit[] = []

beforeAll(async () => {
  sandbox = await startSandbox({ services: ['api'] })
  // The chain-backed routes come with the EVM devnets; the identity API only needs the supported list.
  sandbox.api.routes.get('/v1/supported-chains', () => ({ json: { http: ['eip155:1', 'eip155:137'], ws: [] } }))
}, 60_000)
afterAll(() => sandbox?.close())
afterEach(() => {
  cleanup()
  kits.splice(0).forEach((k) => k.kit.destroy())
  localStorage.clear()
})

async function shown() {
  const t = createSendTestKit({ endpoints: sandbox.endpoints })
  kits.push(t)
  await t.connect()
  t.store().setToken(ETH)
  t.store().setTokenAmount('0.1')
  t.container.resolve(ROUTER).reset('WalletSend')
  renderWithKit(t.kit, <WalletSend />)
  return t
}

const receiverInput = () => screen.getByTestId('w3m-send-receiver-input')
const previewButton = () => screen.getByTestId('w3m-send-preview-button') as HTMLButtonElement

describe('WalletSend receiver names', () => {
  it('SEND-03 resolves a typed name to its address and shows receiverProfileName and receiverProfileImageUrl', async () => {
    const t = await shown()
    fireEvent.change(receiverInput(), { target: { value: NAME } })
    expect(previewButton().textContent).toBe('Resolving name')
    await waitFor(() => expect(t.store().getState().receiverAddress).toBe(NAMED_ADDRESS), { timeout: 10_000 })
    expect(t.store().getState()).toMatchObject({
      receiverProfileName: NAME,
      receiverProfileImageUrl: `${sandbox.urls.api}/public/getAssetImage/${NAME}`,
    })
    const profile = await screen.findByTestId('w3m-send-receiver-profile')
    expect(profile.textContent).toContain(NAME)
    expect(profile.textContent).toContain('0xf3...2266')
    expect(profile.querySelector('img')?.getAttribute('src')).toBe(`${sandbox.urls.api}/public/getAssetImage/${NAME}`)
    expect(previewButton().textContent).toBe('Preview Send')
    expect(sandbox.api.requests.last(`/v1/profile/account/${NAME}`)?.query).toMatchObject({ apiVersion: '2' })
  })

  it('an unregistered name leaves the draft without a receiver and says so', async () => {
    const t = await shown()
    fireEvent.change(receiverInput(), { target: { value: 'nobody-here.reown.id' } })
    await screen.findByText('No address found for this name', undefined, { timeout: 10_000 })
    expect(t.store().getState().receiverAddress).toBeUndefined()
    expect(previewButton().textContent).toBe('Invalid Address')
    expect(previewButton().disabled).toBe(true)
  })

  it('a name service failure reads "Error resolving name"', async () => {
    const t = await shown()
    sandbox.api.faults.set('/v1/profile/*', { status: 500, times: 1 })
    fireEvent.change(receiverInput(), { target: { value: 'failing-name.reown.id' } })
    await screen.findByText('Error resolving name', undefined, { timeout: 10_000 })
    expect(t.store().getState().receiverAddress).toBeUndefined()
  })
})
