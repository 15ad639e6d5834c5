// @vitest-environment jsdom
// The frame's approval in the locale the kit passes: only a tag crosses from the host, checked
// against the kit's locales; the words come from the frame's own catalogue.
import { describe, expect, it } from 'vitest'
import { showApproval } from './approvalUi'
import { describeEvmRequest } from './describeEvmRequest'
import { loadFrameLocale } from './frameLocale'
import type { SecureNetworks } from '../secureNetworks'

const network = { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrl: 'http://127.0.0.1:1' }
const table = { eip155: [network], solana: [] } as unknown as SecureNetworks
const to = '0x00000000000000000000000000000000000000aa'
const never = () => () => undefined

async function show(tag: unknown) {
  const words = await loadFrameLocale(tag)
  const root = document.createElement('main')
  const view = describeEvmRequest({ method: 'eth_sendTransaction', params: [{ to, value: '0x0' }], network: network as never }, table, new Map(), words.t)
  const abort = new AbortController()
  const answer = showApproval(root, view, { origin: 'https://app.example', appName: 'Demo' }, abort.signal, never, words)
  abort.abort()
  await answer
  return { root, view, words }
}

describe('the secure frame in the kit’s locale', () => {
  it('shows the approval in Arabic, right to left, with the origin and addresses isolated', async () => {
    const { view, words } = await show('ar')
    expect(words).toMatchObject({ locale: 'ar', dir: 'rtl' })
    expect(view.title).toBe('طلب معاملة')
    expect(view.confirmLabel).toBe('موافقة')
    expect(view.rows).toContainEqual(['إلى', to])
    const root = document.createElement('main')
    const drawn = showApproval(root, view, { origin: 'https://app.example' }, AbortSignal.abort(), never, words)
    expect(root.dir).toBe('rtl')
    expect(root.lang).toBe('ar')
    expect(root.querySelector('h1')?.textContent).toBe('طلب معاملة')
    expect(root.querySelector('[data-testid="secure-request-origin"]')?.textContent).toBe('من \u2068https://app.example\u2069')
    expect(root.querySelector('[data-testid="secure-cancel-button"]')?.textContent).toBe('إلغاء')
    expect(root.querySelector('dd')?.dir).toBe('auto')
    root.querySelector<HTMLButtonElement>('[data-testid="secure-cancel-button"]')!.click()
    await expect(drawn).resolves.toBe(false)
  })

  it.each([['xx-EVIL'], ['<img src=x onerror=alert(1)>'], [{ toString: (): string => 'ar' }], [undefined], ['AR']])('rejects the tag %s and shows English', async (tag) => {
    const { view, words } = await show(tag)
    expect(words).toMatchObject({ locale: 'en', dir: 'ltr' })
    expect(view).toMatchObject({ title: 'Request for a transaction', confirmLabel: 'Approve' })
    expect(view.rows).toContainEqual(['To', to])
  })
})
