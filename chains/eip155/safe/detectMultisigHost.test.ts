// @vitest-environment jsdom
// The multisig host app (Safe) cannot run here, so the top jsdom window plays it: a fake
// parent-frame responder that answers the Safe Apps messages our iframe sends. The app side
// (the adapter in the iframe) is our real code.
import { afterEach, describe, expect, it } from 'vitest'
import { eip155Adapter } from '../eip155Adapter'
import { testMainnet, testPolygon } from '../testing/testNetworks'
import type { Eip155Window } from '../types'
import { detectMultisigHost } from './detectMultisigHost'

const SAFE = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'

interface HostRequest {
  id: string
  method: string
  params: unknown
  env: { sdkVersion: string }
}

/** Frames an app window and answers its messages as the host app would; returns what it was asked. */
function frameInFakeHost(answer: (request: HostRequest) => unknown | undefined) {
  const iframe = document.createElement('iframe')
  document.body.appendChild(iframe)
  const app = iframe.contentWindow as Window & typeof globalThis
  const requests: HostRequest[] = []
  const onMessage = (event: MessageEvent) => {
    const request = event.data as HostRequest
    requests.push(request)
    const data = answer(request)
    if (data === undefined) return // a host that stays silent
    const reply = data instanceof Error
      ? { id: request.id, success: false, error: data.message, version: '1.30.0' }
      : { id: request.id, success: true, data, version: '1.30.0' }
    // jsdom's postMessage sets no `source`; the reply carries it (the parent, as the app sees it), as a browser would.
    app.dispatchEvent(new app.MessageEvent('message', { data: reply, source: app.parent }))
  }
  window.addEventListener('message', onMessage)
  cleanups.push(() => {
    window.removeEventListener('message', onMessage)
    iframe.remove()
  })
  return { app: app as unknown as Eip155Window, requests }
}

const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).forEach((c) => c()))

const safeHost = (request: HostRequest) => {
  switch (request.method) {
    case 'getSafeInfo':
      return { safeAddress: SAFE, chainId: 1, threshold: 2, owners: [], isReadOnly: false }
    case 'rpcCall':
      return (request.params as { call: string }).call === 'eth_blockNumber' ? '0x10' : null
    case 'signMessage':
      return { safeTxHash: '0xmsg' }
    case 'sendTransactions':
      return { safeTxHash: '0xsafetx' }
  }
  return new Error(`unknown ${request.method}`)
}

describe('multisig host app', () => {
  it('CNR-09 inside the multisig host app, the multisig connector is auto-selected on EVM', async () => {
    const { app, requests } = frameInFakeHost(safeHost)
    const adapter = eip155Adapter({ window: app, networks: [testMainnet, testPolygon] })
    const connector = await adapter.autoConnectConnector()
    expect(connector).toMatchObject({ id: 'safe', name: 'Safe', type: 'EXTERNAL', chain: 'eip155', imageId: '461db637-8616-43ce-035a-d89b8a1d5800' })
    expect(requests[0]).toMatchObject({ method: 'getSafeInfo', env: { sdkVersion: expect.any(String) } })
    expect(adapter.getConnectors()[0]).toBe(connector)

    const connection = await adapter.connect({ connector: connector!, network: testMainnet })
    expect(connection).toMatchObject({ address: SAFE, accounts: [{ address: SAFE, type: 'smartAccount' }], caipNetwork: testMainnet })
    const provider = adapter.getProvider()!
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x10')
    expect(requests.at(-1)).toMatchObject({ method: 'rpcCall', params: { call: 'eth_blockNumber', params: [] } })
    expect(await provider.request({ method: 'eth_sendTransaction', params: [{ to: SAFE, value: '0x10', data: '0x' }] })).toBe('0xsafetx')
    expect(requests.at(-1)).toMatchObject({ method: 'sendTransactions', params: { txs: [{ to: SAFE, value: '16', data: '0x' }] } })
    // Signatures are collected by the Safe's owners later: '0x' means pending.
    expect(await adapter.signMessage!({ message: 'hi', address: SAFE, provider })).toBe('0x')
    expect(requests.at(-1)).toMatchObject({ method: 'signMessage', params: { message: '0x6869' } })
    adapter.destroy()
  })

  it('ADPT-05 the multisig host app cannot switch chain: "Chain is not supported"', async () => {
    const { app } = frameInFakeHost(safeHost)
    const adapter = eip155Adapter({ window: app })
    const connector = (await adapter.autoConnectConnector())!
    await adapter.connect({ connector, network: testMainnet })
    await expect(adapter.switchNetwork({ network: testPolygon, connector })).rejects.toThrowError(/^Chain is not supported$/)
    adapter.destroy()
  })

  it('selects nothing in a page that is not framed, without sending any message', async () => {
    const sent: unknown[] = []
    const listen = (event: MessageEvent) => sent.push(event.data)
    window.addEventListener('message', listen)
    const adapter = eip155Adapter({ window: window as unknown as Eip155Window })
    expect(await adapter.autoConnectConnector()).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 20))
    window.removeEventListener('message', listen)
    expect(sent).toEqual([])
  })

  it('selects nothing when the parent frame is not the host app (no answer in time)', async () => {
    const { app, requests } = frameInFakeHost(() => undefined)
    const adapter = eip155Adapter({ window: app, multisig: { timeoutMs: 50 } })
    expect(await adapter.autoConnectConnector()).toBeUndefined()
    expect(requests.map((r) => r.method)).toEqual(['getSafeInfo'])
    expect(adapter.getConnectors()).toEqual([])
  })

  it('ignores answers that do not come from the parent frame', async () => {
    const iframe = document.createElement('iframe')
    document.body.appendChild(iframe)
    const app = iframe.contentWindow as Window & typeof globalThis
    cleanups.push(() => iframe.remove())
    const onMessage = (event: MessageEvent) => {
      const { id } = event.data as HostRequest
      const data = { safeAddress: SAFE, chainId: 1 }
      // Another script in the app's own page tries to answer first.
      app.dispatchEvent(new app.MessageEvent('message', { data: { id, success: true, data, version: '1.0.0' }, source: app }))
    }
    window.addEventListener('message', onMessage)
    cleanups.push(() => window.removeEventListener('message', onMessage))
    expect(await detectMultisigHost(app, { timeoutMs: 50 })).toBeUndefined()
  })

  it('multisig: { enabled: false } skips the handshake', async () => {
    const { app, requests } = frameInFakeHost(safeHost)
    const adapter = eip155Adapter({ window: app, multisig: { enabled: false } })
    expect(await adapter.autoConnectConnector()).toBeUndefined()
    expect(requests).toEqual([])
  })
})
