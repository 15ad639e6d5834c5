import { describe, expect, it } from 'vitest'
import { NameErrors, fullAccountName, isAllowedNameText, nameLabel, validateAccountName } from './accountName'

describe('account name rules (spec §5)', () => {
  it('NAME-02 only letters, digits and hyphens may be typed', () => {
    for (const ok of ['a', 'Z', '7', '-', 'alice-1234']) expect(isAllowedNameText(ok)).toBe(true)
    for (const bad of [' ', '.', '_', '@', 'é', 'a b', '<script>']) expect(isAllowedNameText(bad)).toBe(false)
  })

  it('NAME-02 a pasted value with other characters is "The value is not a valid username"', () => {
    expect(validateAccountName('alice.eth')).toBe('The value is not a valid username')
    expect(validateAccountName('al ice')).toBe(NameErrors.invalid)
    expect(validateAccountName('a_b')).toBe(NameErrors.invalid)
  })

  it('NAME-03 fewer than 4 characters is "Name must be at least 4 characters long"', () => {
    expect(validateAccountName('abc')).toBe('Name must be at least 4 characters long')
    expect(validateAccountName('a')).toBe(NameErrors.tooShort)
    expect(validateAccountName('abcd')).toBeUndefined()
    expect(validateAccountName('alice-1234')).toBeUndefined()
  })

  it('a label becomes a name in the zone, lower-cased; the label of a name is its first part', () => {
    expect(fullAccountName('Alice')).toBe('alice.reown.id')
    expect(fullAccountName('alice.reown.id')).toBe('alice.reown.id')
    expect(nameLabel('alice-web3.reown.id')).toBe('alice-web3')
    expect(nameLabel('alice')).toBe('alice')
  })
})
