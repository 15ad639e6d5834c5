import { afterAll, describe, expect, it } from 'vitest'

// BYD-05: a server render imports the kit. Any touch of a browser global during import throws here.
const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage'] as const
const touched: string[] = []
const saved = BROWSER_GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const)

for (const name of BROWSER_GLOBALS) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      touched.push(name)
      throw new Error(`SSR import touched ${name}`)
    },
  })
}

function restoreGlobals() {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor)
    else delete (globalThis as Record<string, unknown>)[name]
  }
}
afterAll(restoreGlobals)

describe('SSR imports', () => {
  it('BYD-05 importing airlock and airlock/react in Node touches no window, document or localStorage', async () => {
    const kernel = await import('../kernel/index')
    const react = await import('./index')
    expect(typeof kernel.createAppKit).toBe('function')
    expect(typeof react.createAppKit).toBe('function')
    expect(typeof react.AppKitButton).toBe('function')
    expect(touched).toEqual([])
  })

  it('BYD-05 createAppKit from airlock/react builds a headless kit in plain Node (no browser globals)', async () => {
    // Creating a kit may feature-detect (`typeof document`), which plain Node answers with undefined.
    restoreGlobals()
    expect(typeof document).toBe('undefined')
    const { createAppKit } = await import('./index')
    const kit = createAppKit({
      projectId: 'p',
      networks: [{ id: 1, name: 'Ethereum', caipNetworkId: 'eip155:1', chainNamespace: 'eip155', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }],
      endpoints: { fonts: '' },
    })
    await kit.ready()
    expect(kit.getState().initialized).toBe(true)
    await kit.open()
    expect(kit.getState().open).toBe(true)
    kit.destroy()
  })
})
