// CNR-09 against the sandbox devnet. The multisig host app cannot run here: a jsdom page plays
// it, framing the dapp in an iframe and answering its Safe Apps messages; the Safe's transactions
// are executed on the devnet straight away (as a 1-of-1 Safe would), from a devnet account
// standing in for the Safe. The dapp side (the eip155 plugin in the iframe, the kit) is real.
import { createRequire } from 'node:module'
import { createPublicClient, createWalletClient, custom, http, parseEther, type Address } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { eip155Adapter, type Eip155Window } from '../../chains/eip155'
import { CONNECTION_CONTROLLER, CONNECTORS_STORE, KIT_CONTAINER, createAppKit, type AppKit, type CaipNetwork } from '../../kernel'
import { DEFAULT_PROJECT_ID, startSandbox, type Sandbox } from '../testing'
import { postJsonRpc } from '../wallets/browser/postJsonRpc'

// jsdom ships no types and the sandbox services do not start under vitest's jsdom environment,
// so this file runs in Node and builds its page with jsdom directly.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: { url: string }) => { window: Window & typeof globalThis }
}

let sandbox: Sandbox<'api' | 'evm'>
let mainnet: CaipNetwork
let polygon: CaipNetwork
const cleanups: (() => void)[] = []
const kits: AppKit[] = []

beforeAll(async () => {
  sandbox = await startSandbox({ services: ['api', 'evm'] })
  ;[mainnet, polygon] = sandbox.networks as [CaipNetwork, CaipNetwork]
})
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
})
afterAll(() => sandbox?.close())

describe('the multisig host app', () => {
  /** Frames a dapp iframe in this page, which answers as the host app; returns the dapp's window. */
  function frameInFakeMultisigHost(safe: { address: Address }) {
    const host = new JSDOM('<!doctype html><body></body>', { url: 'https://multisig.example/apps' }).window
    const iframe = host.document.createElement('iframe')
    host.document.body.appendChild(iframe)
    const app = iframe.contentWindow as Window & typeof globalThis
    const rpc = sandbox.urls.evm[1]
    const answer = async (method: string, params: any): Promise<unknown> => {
      switch (method) {
        case 'getSafeInfo':
          return { safeAddress: safe.address, chainId: 1, threshold: 1, owners: [safe.address], isReadOnly: false }
        case 'rpcCall':
          return postJsonRpc(rpc, params.call, params.params)
        case 'sendTransactions': {
          const tx = params.txs[0]
          const hash = await postJsonRpc(rpc, 'eth_sendTransaction', [{ from: safe.address, to: tx.to, value: `0x${BigInt(tx.value).toString(16)}`, data: tx.data }])
          return { safeTxHash: hash }
        }
      }
      throw new Error(`The fake host does not know ${method}`)
    }
    const onMessage = (event: MessageEvent) => {
      const { id, method, params } = event.data as { id: string; method: string; params: unknown }
      const reply = (body: object) => app.dispatchEvent(new app.MessageEvent('message', { data: { id, version: '1.30.0', ...body }, source: app.parent }))
      answer(method, params).then(
        (data) => reply({ success: true, data }),
        (error: Error) => reply({ success: false, error: error.message }),
      )
    }
    host.addEventListener('message', onMessage)
    cleanups.push(() => host.close())
    return app as unknown as Eip155Window
  }

  it('CNR-09 inside the multisig host app, the multisig connector is auto-selected on EVM and works against the devnet', async () => {
    const safe = sandbox.accounts.evm[7]!
    const app = frameInFakeMultisigHost(safe)
    const adapter = eip155Adapter({ window: app, networks: [mainnet, polygon] })
    cleanups.push(() => adapter.destroy())
    const kit = createAppKit({ projectId: DEFAULT_PROJECT_ID, networks: [mainnet, polygon], endpoints: sandbox.endpoints, adapters: [adapter] })
    kits.push(kit)
    await kit.ready()
    // What the kit does with the hook: connect the connector the adapter auto-selects.
    const connector = await adapter.autoConnectConnector()
    expect(connector).toMatchObject({ id: 'safe', name: 'Safe', chain: 'eip155' })
    expect(kit[KIT_CONTAINER].resolve(CONNECTORS_STORE).getConnector('safe', 'eip155')).toBe(connector)
    await kit[KIT_CONTAINER].resolve(CONNECTION_CONTROLLER).connect({ connector: connector! })
    expect(kit.getCaipAddress('eip155')).toBe(`eip155:1:${safe.address}`)

    const provider = kit.getProvider<Parameters<typeof custom>[0]>('eip155')!
    const devnet = createPublicClient({ transport: http(sandbox.urls.evm[1]) })
    const viaSafe = createPublicClient({ transport: custom(provider) })
    expect(await viaSafe.getBalance({ address: safe.address })).toBe(await devnet.getBalance({ address: safe.address }))

    const to = sandbox.accounts.evm[8]!.address
    const before = await devnet.getBalance({ address: to })
    const walletClient = createWalletClient({ account: safe.address, transport: custom(provider) })
    const hash = await walletClient.sendTransaction({ to, value: parseEther('0.01'), chain: null })
    expect((await devnet.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect((await devnet.getBalance({ address: to })) - before).toBe(parseEther('0.01'))
  })
})
