import { describe, expect, it } from 'vitest'
import { renderDemoPage } from './demoPage'

describe('the /sandbox overview page', () => {
  it('links the quick-starts, each with a test wallet to connect', () => {
    const html = renderDemoPage({ services: [['api', 'http://127.0.0.1:4310']] })
    const list = html.slice(html.indexOf('data-testid="sandbox-quickstarts"'))
    expect(list).toContain('<a href="/quickstart-ethers?wallets=eip6963:1">AppKit ethers quick-start (EthersAdapter, ethers BrowserProvider)</a>')
    expect(list).toContain('<a href="/quickstart-solana?wallets=solana">AppKit Solana quick-start (SolanaAdapter, useAppKitConnection)</a>')
    expect(list).toContain('<a href="/quickstart?wallets=eip6963:1">')
  })
})
