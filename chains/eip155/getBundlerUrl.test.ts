import { describe, expect, it } from 'vitest'
import { getBundlerUrl } from './getBundlerUrl'

describe('getBundlerUrl', () => {
  it('BNDL-02 builds the bundler URL from the project id, the chain id and the bundler name', () => {
    const url = new URL(getBundlerUrl({ projectId: 'p1', caipNetworkId: 'eip155:137', bundlerName: 'pimlico', blockchainApi: 'http://127.0.0.1:4310/' }))
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4310/v1/bundler')
    expect(Object.fromEntries(url.searchParams)).toEqual({ projectId: 'p1', chainId: 'eip155:137', bundler: 'pimlico' })
  })

  it("defaults to the provider's blockchain API host", () => {
    expect(getBundlerUrl({ projectId: 'p1', caipNetworkId: 'eip155:1', bundlerName: 'pimlico' })).toBe(
      'https://rpc.walletconnect.org/v1/bundler?projectId=p1&chainId=eip155%3A1&bundler=pimlico',
    )
  })
})
