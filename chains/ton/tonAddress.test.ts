// Checked against @ton/core's Address, the reference implementation of TON's address forms.
import { Address } from '@ton/core'
import { describe, expect, it } from 'vitest'
import { formatTonAddress, isTonAddress, parseTonAddress, sameTonAccount, toRawTonAddress } from './tonAddress'

const raw = '0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8'
const reference = Address.parseRaw(raw)

describe('TON addresses', () => {
  it('formats the forms TON wallets show, as @ton/core does', () => {
    expect(formatTonAddress(raw)).toBe(reference.toString({ bounceable: false, urlSafe: true }))
    expect(formatTonAddress(raw)).toMatch(/^UQ/)
    expect(formatTonAddress(raw, { bounceable: true })).toBe(reference.toString({ bounceable: true, urlSafe: true }))
    expect(formatTonAddress(raw, { testOnly: true })).toBe(reference.toString({ bounceable: false, urlSafe: true, testOnly: true }))
    const master = Address.parseRaw(`-1:${'ab'.repeat(32)}`)
    expect(formatTonAddress(master.toRawString(), { bounceable: true })).toBe(master.toString({ urlSafe: true }))
  })

  it('reads every form back to the same account, including standard (+/) base64', () => {
    for (const form of [raw, reference.toString(), reference.toString({ urlSafe: false }), reference.toString({ bounceable: false, testOnly: true })]) {
      expect(toRawTonAddress(form)).toBe(raw)
      expect(sameTonAccount(form, raw)).toBe(true)
    }
    expect(parseTonAddress(raw)?.workchain).toBe(0)
  })

  it('refuses a changed checksum, bad flags, a foreign workchain and other text', () => {
    const friendly = formatTonAddress(raw)
    const flipped = friendly.slice(0, 10) + (friendly[10] === 'A' ? 'B' : 'A') + friendly.slice(11)
    expect(isTonAddress(flipped)).toBe(false)
    for (const bad of ['', 'UQ', `1:${'00'.repeat(32)}`, '0:xyz', '0x83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8', `${friendly}=`]) {
      expect(isTonAddress(bad)).toBe(false)
    }
    expect(() => toRawTonAddress('nope')).toThrowError(/^Invalid TON address: nope$/)
    expect(sameTonAccount(raw, `0:${'00'.repeat(32)}`)).toBe(false)
  })
})
