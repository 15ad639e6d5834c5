import { describe, expect, it } from 'vitest'
import { createTransactionStack } from './createTransactionStack'

describe('createTransactionStack', () => {
  it('settles the newest action first; error and cancel step back, success does not', () => {
    const log: string[] = []
    const stack = createTransactionStack({ goBack: () => log.push('back') })
    stack.push({ onError: () => log.push('a error') })
    stack.push({ onSuccess: () => log.push('b ok') })
    stack.pop('success')
    stack.pop('error')
    expect(log).toEqual(['b ok', 'a error', 'back'])
    expect(stack.isEmpty()).toBe(true)
  })

  it('a pushed action can be withdrawn; popping an empty stack does nothing', () => {
    const log: string[] = []
    const stack = createTransactionStack({ goBack: () => log.push('back') })
    const withdraw = stack.push({ onCancel: () => log.push('cancel') })
    withdraw()
    stack.pop('cancel')
    expect(log).toEqual([])
  })
})
