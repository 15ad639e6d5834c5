import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiServer, type ApiServer } from './createApiServer'

let server: ApiServer
const sdk = 'projectId=p-onramp&st=appkit&sv=html-wagmi-4.2.2'
const postJson = (path: string, body: unknown) =>
  fetch(`${server.url}${path}?${sdk}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

beforeAll(async () => {
  server = await startApiServer()
})
afterAll(() => server.close())

describe('on-ramp routes', () => {
  it('SBX-26 options return paymentCurrencies with limits and purchaseCurrencies with networks', async () => {
    const res = await fetch(`${server.url}/v1/onramp/options?${sdk}`)
    const body = (await res.json()) as {
      paymentCurrencies: { id: string; payment_method_limits: { id: string; min: string; max: string }[] }[]
      purchaseCurrencies: { id: string; name: string; symbol: string; networks: { name: string; display_name: string; chain_id: string; contract_address: string }[] }[]
    }
    const usd = body.paymentCurrencies.find((c) => c.id === 'USD')!
    expect(usd.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    const usdc = body.purchaseCurrencies.find((c) => c.symbol === 'USDC')!
    expect(usdc.name).toBe('USD Coin')
    expect(usdc.networks.map((n) => n.chain_id)).toEqual(expect.arrayContaining(['1', '137']))
    for (const n of usdc.networks) expect(Object.keys(n).sort()).toEqual(['chain_id', 'contract_address', 'display_name', 'name'])
  })

  it('SBX-27 quote returns purchaseAmount.amount for a string amount', async () => {
    const res = await postJson('/v1/onramp/quote', {
      purchaseCurrency: { id: 'usdc', symbol: 'USDC' },
      paymentCurrency: { id: 'USD' },
      amount: '100',
      network: 'USDC',
    })
    expect(res.status).toBe(200)
    const quote = (await res.json()) as Record<string, { amount: string; currency: string }> & { quoteId: string }
    expect(quote.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })
    expect(quote.purchaseAmount.currency).toBe('USDC')
    // 100 - 1.5% fee - 0.50 network fee, at 1 USD per USDC.
    expect(quote.purchaseAmount.amount).toBe('98.000000')
    expect(quote.paymentSubtotal!.amount).toBe('98.00')
    expect(quote.coinbaseFee!.amount).toBe('1.50')
    expect(quote.networkFee!.amount).toBe('0.50')
    expect(quote.quoteId).toMatch(/^[0-9a-f]{32}$/)
  })

  it('SBX-27 quote rejects a missing or non-numeric amount', async () => {
    const res = await postJson('/v1/onramp/quote', { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: 'lots' })
    expect(res.status).toBe(400)
    const numeric = await postJson('/v1/onramp/quote', { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: 100 })
    expect(numeric.status).toBe(400)
  })

  it('SBX-25 onrampurl returns a url to a page this server serves', async () => {
    const res = await postJson('/v1/generators/onrampurl', {
      destinationWallets: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', blockchains: ['ethereum'], assets: ['USDC'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: 'user-1',
      defaultExperience: 'buy',
      presetCryptoAmount: 10,
      presetFiatAmount: 20,
    })
    expect(res.status).toBe(200)
    const { url } = (await res.json()) as { url: string }
    expect(url.startsWith(`${server.url}/onramp/provider-a?`)).toBe(true)
    const page = await fetch(url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(html).toContain('data-param="partnerUserId">user-1<')
    expect((await postJson('/v1/generators/onrampurl', { destinationWallets: [] })).status).toBe(400)
  })

  it('SBX-34 provider B page accepts publicKey, destinationCurrencyCode, walletAddress and externalCustomerId', async () => {
    const q = new URLSearchParams({
      publicKey: 'pk_sandbox',
      destinationCurrencyCode: 'SOL',
      walletAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      externalCustomerId: 'p-onramp',
    })
    const res = await fetch(`${server.url}/onramp/provider-b?${q}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await res.text()
    for (const [k, v] of q) expect(html).toContain(`data-param="${k}">${v}<`)
  })

  it('SBX-34 provider B page answers 400 naming a missing parameter', async () => {
    const res = await fetch(`${server.url}/onramp/provider-b?publicKey=pk&destinationCurrencyCode=USDC&walletAddress=0xabc`)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('data-missing="externalCustomerId"')
  })

  it('SBX-34 the HTML page escapes what it echoes', async () => {
    const res = await fetch(`${server.url}/onramp/provider-b?publicKey=${encodeURIComponent('<script>x</script>')}`)
    expect(await res.text()).not.toContain('<script>')
  })
})
