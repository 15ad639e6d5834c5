import { describe, expect, it } from 'vitest'
import type { SwapTransaction } from './createSwapApi'
import { quoteDrift } from './quoteDrift'

const previewed: SwapTransaction = { to: '0x1111111111111111111111111111111111111111', data: '0x', value: 10n ** 18n, amount: 1_000_000n }

describe('quoteDrift', () => {
  it('a rebuilt swap to another contract or sending another value is not the one previewed', () => {
    expect(quoteDrift(previewed, 1_000_000n, { ...previewed, to: '0x2222222222222222222222222222222222222222' }, 1_000_000n, 1)).toBe('to')
    expect(quoteDrift(previewed, 1_000_000n, { ...previewed, value: 2n * 10n ** 18n }, 1_000_000n, 1)).toBe('value')
  })

  it('an output below the previewed one less the 1% slippage has drifted; within it, or above, it has not', () => {
    expect(quoteDrift(previewed, 1_000_000n, previewed, 989_999n, 1)).toBe('output')
    expect(quoteDrift(previewed, 1_000_000n, previewed, 990_000n, 1)).toBeUndefined()
    expect(quoteDrift(previewed, 1_000_000n, previewed, 1_200_000n, 1)).toBeUndefined()
    // The same address in another case is the same contract.
    expect(quoteDrift(previewed, 1_000_000n, { ...previewed, to: previewed.to.toUpperCase().replace('0X', '0x') }, 1_000_000n, 1)).toBeUndefined()
  })
})
