import { describe, expect, it } from 'vitest'
import { isIos, isSafari } from '../../kernel'
import { createPairingStore, PAIRING_EXPIRY_THRESHOLD_MS, PAIRING_LIFETIME_MS, shouldReusePairing } from './createPairingStore'

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

describe('createPairingStore', () => {
  it('PAIR-05 display_uri stores the URI; clearing forgets it', () => {
    const store = createPairingStore({ now: () => 1_000 })
    store.setUri('wc:abc@2?relay-protocol=irn&symKey=00')
    expect(store.getState()).toEqual({ uri: 'wc:abc@2?relay-protocol=irn&symKey=00', expiresAt: 1_000 + PAIRING_LIFETIME_MS, status: 'pairing', error: undefined })
    store.clear()
    expect(store.getState()).toMatchObject({ uri: undefined, expiresAt: undefined, status: 'idle' })
  })

  it('PAIR-01 a pairing URI lives 4 minutes (fake clock)', () => {
    let now = 0
    const store = createPairingStore({ now: () => now })
    expect(PAIRING_LIFETIME_MS).toBe(240_000)
    store.setUri('wc:abc@2')
    expect(store.getState().expiresAt).toBe(240_000)
    now = 240_000
    expect(store.isExpired()).toBe(true)
  })

  it('PAIR-02 a pairing counts as expired when 10 s or less remain (fake clock)', () => {
    let now = 0
    const store = createPairingStore({ now: () => now })
    expect(store.isExpired()).toBe(true) // nothing pending
    store.setUri('wc:abc@2')
    now = PAIRING_LIFETIME_MS - PAIRING_EXPIRY_THRESHOLD_MS - 1
    expect(store.isExpired()).toBe(false)
    now += 1
    expect(store.isExpired()).toBe(true)
  })

  it('PAIR-03 in a messenger mini-app an unexpired pairing is reused', () => {
    expect(shouldReusePairing({ isTelegram: () => true, isIos: () => false, isSafari: () => false })).toBe(true)
  })

  it('PAIR-04 in iOS Safari an unexpired pairing is reused; elsewhere it is not', () => {
    expect(shouldReusePairing({ isTelegram: () => false, isIos: () => true, isSafari: () => true })).toBe(true)
    expect(shouldReusePairing({ isTelegram: () => false, isIos: () => true, isSafari: () => false })).toBe(false)
    expect(shouldReusePairing({ isTelegram: () => false, isIos: () => false, isSafari: () => true })).toBe(false)
    // The real detection with an iPhone Safari user agent (the kernel's env helpers).
    expect(shouldReusePairing({ isTelegram: () => false, isIos: () => isIos(IPHONE_SAFARI), isSafari: () => isSafari(IPHONE_SAFARI) })).toBe(true)
    // Node is neither.
    expect(shouldReusePairing()).toBe(false)
  })
})
