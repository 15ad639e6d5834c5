import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sha256 } from './sha256'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

describe('sha256', () => {
  it('matches node:crypto across block boundaries', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 200, 1000]) {
      const data = crypto.getRandomValues(new Uint8Array(length))
      expect(hex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'))
    }
  })
})
