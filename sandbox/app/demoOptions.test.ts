import { describe, expect, it } from 'vitest'
import { demoKitOptions, readDemoSwitches, withSwitch } from './demoOptions'

describe('demo page switches', () => {
  it('reads the defaults, and ?off= / ?on= from the URL', () => {
    expect(readDemoSwitches('')).toEqual({ walletConnect: true, send: true, receive: true, allWallets: true, legalCheckbox: false, collapseWallets: false, addressBook: true, smartSessions: true, multiWallet: false })
    expect(readDemoSwitches('?off=send,walletConnect&on=legalCheckbox')).toMatchObject({ send: false, walletConnect: false, legalCheckbox: true })
  })

  it('maps the switches to the kit options', () => {
    expect(demoKitOptions(readDemoSwitches('?off=addressBook')).features).toMatchObject({ addressBook: false })
    expect(demoKitOptions(readDemoSwitches('?off=walletConnect,receive'))).toEqual({
      enableWalletConnect: false,
      features: { send: true, receive: false, allWallets: true, legalCheckbox: false, collapseWallets: false, addressBook: true, smartSessions: true, multiWallet: false },
    })
  })

  it('flips one switch in the URL and keeps the rest of the query', () => {
    const next = withSwitch('http://127.0.0.1:4316/?wallets=eip6963:2', 'send', false)
    expect(new URL(next).searchParams.get('wallets')).toBe('eip6963:2')
    expect(readDemoSwitches(new URL(next).search).send).toBe(false)
    expect(new URL(withSwitch(next, 'send', true)).searchParams.has('off')).toBe(false)
  })
})
