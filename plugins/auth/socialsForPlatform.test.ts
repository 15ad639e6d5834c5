import { describe, expect, it } from 'vitest'
import { socialsForPlatform } from './socialsForPlatform'

const ALL = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']

describe('social logins per mini-app platform', () => {
  it('AUTH-07 on the mini-app for iOS, google is dropped', () => {
    expect(socialsForPlatform(ALL, 'ios')).toEqual(['x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  it('AUTH-08 on the mini-app for macOS, x is dropped', () => {
    expect(socialsForPlatform(ALL, 'macos')).toEqual(['google', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  it('AUTH-09 on the mini-app for Android, facebook and x are dropped', () => {
    expect(socialsForPlatform(ALL, 'android')).toEqual(['google', 'discord', 'farcaster', 'github', 'apple'])
  })

  it('outside the mini-app, or on its other clients, nothing is dropped and the order stays', () => {
    expect(socialsForPlatform(ALL, undefined)).toEqual(ALL)
    expect(socialsForPlatform(ALL, 'tdesktop')).toEqual(ALL)
  })
})
