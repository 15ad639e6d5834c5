import { describe, expect, it } from 'vitest'
import { auth } from './index'

describe('auth plugin manifest', () => {
  it('is gated on the email and socials flags: it loads while either is on, nothing of it while both are off', () => {
    expect(auth.feature).toEqual(['email', 'socials'])
  })

  it('declares AppKit view titles and fills the email and social methods; the overlay comes with the frame, not the manifest', () => {
    expect(Object.fromEntries(Object.entries(auth.views ?? {}).map(([name, view]) => [name, (view as { title: string }).title]))).toEqual({
      EmailVerifyDevice: 'Register Device',
      EmailVerifyOtp: 'Confirm Email',
      ApproveTransaction: 'Approve Transaction',
      ConnectingSocial: 'Connecting',
      ConnectingFarcaster: 'Farcaster',
      ConnectSocials: 'All socials',
      UpdateEmailWallet: 'Edit Email',
      UpdateEmailPrimaryOtp: 'Confirm Current Email',
      UpdateEmailSecondaryOtp: 'Confirm New Email',
      SmartAccountSettings: 'Smart Account Settings',
      // Not AppKit's title: the kit's secure site exports the key there.
      UpgradeEmailWallet: 'Export key',
    })
    expect(auth.slots?.connectMethods?.map((e) => e.method)).toEqual(['email', 'social'])
    // activate registers the frame's overlay when the frame is first made (createLazyFrame).
    expect(Object.keys(auth.slots ?? {})).not.toContain('overlay')
  })

  it('AUTH-05 applies only to kits with an eip155 or a solana network (its two accounts)', () => {
    const config = (namespaces: string[]) => ({ networks: namespaces.map((chainNamespace) => ({ chainNamespace })) }) as never
    expect(auth.apply?.(config(['eip155', 'solana']))).toBe(true)
    expect(auth.apply?.(config(['solana']))).toBe(true)
    expect(auth.apply?.(config(['bip122']))).toBe(false)
  })
})
