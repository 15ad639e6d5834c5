import { afterEach, describe, expect, it, vi } from 'vitest'
import { isRestrictedTimezone } from './isRestrictedTimezone'
import { RESTRICTED_TIMEZONES } from './restrictedTimezones'

describe('restricted timezones', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('ENV-01 lists mainland-China-region zones, Asia/Shanghai among them', () => {
    expect(RESTRICTED_TIMEZONES).toContain('Asia/Shanghai')
    for (const zone of ['Asia/Urumqi', 'Asia/Chongqing', 'Asia/Harbin', 'Asia/Kashgar']) {
      expect(RESTRICTED_TIMEZONES).toContain(zone)
    }
    expect(Object.isFrozen(RESTRICTED_TIMEZONES)).toBe(true)
  })

  it('ENV-01 matches a given zone case-insensitively', () => {
    expect(isRestrictedTimezone('Asia/Shanghai')).toBe(true)
    expect(isRestrictedTimezone('ASIA/SHANGHAI')).toBe(true)
    expect(isRestrictedTimezone('asia/urumqi')).toBe(true)
    expect(isRestrictedTimezone('Asia/Tokyo')).toBe(false)
    expect(isRestrictedTimezone('Europe/Berlin')).toBe(false)
    expect(isRestrictedTimezone('')).toBe(false)
  })

  it('ENV-01 reads the runtime zone from Intl when no zone is given', () => {
    const realResolved = Intl.DateTimeFormat.prototype.resolvedOptions
    const spy = vi
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockImplementation(function (this: Intl.DateTimeFormat) {
        return { ...realResolved.call(this), timeZone: 'Asia/Shanghai' }
      })
    expect(isRestrictedTimezone()).toBe(true)
    spy.mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...realResolved.call(this), timeZone: 'America/New_York' }
    })
    expect(isRestrictedTimezone()).toBe(false)
  })

  it('ENV-01 answers false when Intl cannot tell the zone', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(() => {
      throw new Error('no Intl zone data')
    })
    expect(isRestrictedTimezone()).toBe(false)
  })
})
