import { describe, expect, it } from 'vitest'
import { allWalletsTagLabel, shouldCollapseWallets, showAllWallets, showLegalCheckbox } from './connectViewFlags'

describe('Connect view flags', () => {
  it('CONV-12 shows the all-wallets entry only with the allWallets flag, per the allWallets option', () => {
    expect(showAllWallets({ flag: true, isMobile: false })).toBe(true)
    expect(showAllWallets({ flag: false, isMobile: false })).toBe(false)
    expect(showAllWallets({ flag: false, option: 'SHOW', isMobile: true })).toBe(false)
    expect(showAllWallets({ flag: true, option: 'HIDE', isMobile: true })).toBe(false)
    expect(showAllWallets({ flag: true, option: 'ONLY_MOBILE', isMobile: false })).toBe(false)
    expect(showAllWallets({ flag: true, option: 'ONLY_MOBILE', isMobile: true })).toBe(true)
  })

  it("labels the all-wallets count as AppKit does", () => {
    expect(allWalletsTagLabel(636, 4)).toBe('640')
    expect(allWalletsTagLabel(637, 4)).toBe('640+')
    expect(allWalletsTagLabel(7)).toBe('7')
    expect(allWalletsTagLabel(0)).toBe('0')
  })

  it('CONV-13 shows the legal checkbox only with the legalCheckbox flag', () => {
    const urls = { termsConditionsUrl: 'https://dapp.example/terms', privacyPolicyUrl: 'https://dapp.example/privacy' }
    expect(showLegalCheckbox({ flag: true, ...urls })).toBe(true)
    expect(showLegalCheckbox({ flag: false, ...urls })).toBe(false)
    expect(showLegalCheckbox({ flag: true, privacyPolicyUrl: urls.privacyPolicyUrl })).toBe(true)
    // Nothing to agree to without a link.
    expect(showLegalCheckbox({ flag: true })).toBe(false)
  })

  it('CONV-14 collapses wallets only with the collapseWallets flag', () => {
    expect(shouldCollapseWallets({ flag: true, hasOtherMethods: true })).toBe(true)
    expect(shouldCollapseWallets({ flag: false, hasOtherMethods: true })).toBe(false)
    // With no email or social login the wallets are all there is: never collapsed.
    expect(shouldCollapseWallets({ flag: true, hasOtherMethods: false })).toBe(false)
  })
})
