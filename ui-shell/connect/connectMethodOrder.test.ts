import { describe, expect, it } from 'vitest'
import { connectMethodOrder } from './connectMethodOrder'

describe('connectMethodOrder', () => {
  it('CONV-01 offers email, social, wallet by default', () => {
    expect(connectMethodOrder({ email: true, socials: true, hasWalletsShown: false })).toEqual(['email', 'social', 'wallet'])
  })

  it('CONV-02 puts wallet first when injected or announced wallets are shown', () => {
    expect(connectMethodOrder({ email: true, socials: true, hasWalletsShown: true })).toEqual(['wallet', 'email', 'social'])
  })

  it("AppKit's features.connectMethodsOrder wins over both defaults", () => {
    const override = ['social', 'wallet', 'email'] as const
    expect(connectMethodOrder({ email: true, socials: true, hasWalletsShown: true, override })).toEqual(['social', 'wallet', 'email'])
    expect(connectMethodOrder({ email: true, socials: true, hasWalletsShown: false, override: [] })).toEqual(['email', 'social', 'wallet'])
  })

  it('leaves out methods that are off', () => {
    expect(connectMethodOrder({ email: false, socials: true, hasWalletsShown: false })).toEqual(['social', 'wallet'])
    expect(connectMethodOrder({ email: true, socials: false, hasWalletsShown: true, wallets: false })).toEqual(['email'])
  })
})
