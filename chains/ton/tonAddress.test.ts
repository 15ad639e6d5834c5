// Checked against @ton/core's Address, the reference implementation of TON's address forms.
import { Address } from '@ton/core'
import { describe, expect, it } from 'vitest'
import { ton, tonTestnet } from '../../kernel/networks'
import { formatTonAddress, formatTonWalletAddress, isTestOnlyTonAddress, isTonAddress, isTonTestnet, parseTonAddress, sameTonAccount, toRawTonAddress } from './tonAddress'

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

  it('shows a wallet account non-bounceable, in the testnet form on a testnet (0Q…) and the plain form on mainnet (UQ…)', () => {
    expect(isTonTestnet(tonTestnet)).toBe(true)
    expect(isTonTestnet(ton)).toBe(false)
    const onTestnet = formatTonWalletAddress(raw, tonTestnet)
    expect(onTestnet).toMatch(/^0Q/)
    expect(onTestnet).toBe(reference.toString({ bounceable: false, urlSafe: true, testOnly: true }))
    // Whatever form it came in (a bounceable testnet one, a mainnet one), the same account in the network's form.
    const kq = reference.toString({ bounceable: true, urlSafe: true, testOnly: true })
    expect(kq).toMatch(/^kQ/)
    expect(formatTonWalletAddress(kq, tonTestnet)).toBe(onTestnet)
    expect(formatTonWalletAddress(kq, ton)).toBe(reference.toString({ bounceable: false, urlSafe: true }))
    expect(formatTonWalletAddress(onTestnet, ton)).toMatch(/^UQ/)
  })

  it('accepts the testnet forms (0Q…, kQ…) and tells them apart from mainnet ones', () => {
    const zq = reference.toString({ bounceable: false, urlSafe: true, testOnly: true })
    const kq = reference.toString({ bounceable: true, urlSafe: true, testOnly: true })
    for (const form of [zq, kq]) {
      expect(isTonAddress(form)).toBe(true)
      expect(isTestOnlyTonAddress(form)).toBe(true)
      expect(sameTonAccount(form, raw)).toBe(true)
    }
    for (const form of [raw, reference.toString(), formatTonAddress(raw), 'nope']) expect(isTestOnlyTonAddress(form)).toBe(false)
  })
})
