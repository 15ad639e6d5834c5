// @vitest-environment jsdom
// WalletReceive over a real headless kit (the shell's test kit: the kernel with its in-memory
// test wallet) with the receive plugin, in Japanese: the plugin's pack loads and the view speaks it.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { I18N, KIT_CONTAINER } from '../../../kernel'
import { createTestKit, type TestKit } from '../../../ui-shell/testing/createTestKit'
import { receive } from '../index'
import WalletReceive from './WalletReceive'

const kits: TestKit[] = []
afterEach(() => {
  cleanup()
  kits.splice(0).forEach((k) => k.kit.destroy())
  localStorage.clear()
})

describe('WalletReceive', () => {
  it('in Japanese: hint, copy button and its label, the networks title; the address stays in an isolate', async () => {
    const t = createTestKit({ plugins: [receive], locale: 'ja' })
    kits.push(t)
    await t.connect()
    await t.kit[KIT_CONTAINER].resolve(I18N).ready('receive')
    t.render(<WalletReceive />)
    expect(screen.getByText('アドレスをコピーするか、この QR コードをスキャンしてください')).toBeTruthy()
    const copy = screen.getByTestId('receive-address-copy-button')
    expect(copy.textContent).toBe('アドレスをコピー')
    const address = t.kit.getAddress()!
    expect(copy.getAttribute('aria-label')).toBe(`アドレス ${address} をコピー`)
    expect(screen.getByText('これらのネットワークでのみ資産を受け取ってください')).toBeTruthy()
    expect(screen.getByTestId('receive-address').querySelector('bdi')?.textContent).toMatch(/^0x\w{4}\.\.\.\w{6}$/)
  })
})
