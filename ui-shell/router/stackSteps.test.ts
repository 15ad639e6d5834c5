import { describe, expect, it } from 'vitest'
import { stackSteps } from './stackSteps'

describe('stackSteps (the memory history follows the kernel stack)', () => {
  it('pushes on a push and goes back on a back', () => {
    expect(stackSteps(['/Connect'], ['/Connect', '/Networks'])).toEqual([{ push: '/Networks' }])
    expect(stackSteps(['/Connect', '/Networks', '/SwitchNetwork'], ['/Connect'])).toEqual([{ go: -2 }])
  })

  it('replaces the top on a replace, and does nothing when only the view data changed', () => {
    expect(stackSteps(['/Connect', '/AllWallets'], ['/Connect', '/ConnectingExternal'])).toEqual([{ replace: '/ConnectingExternal' }])
    expect(stackSteps(['/Connect', '/Networks'], ['/Connect', '/Networks'])).toEqual([])
  })

  it('RTR-11 back onto Connect while connected lands on Account: back, then replace', () => {
    expect(stackSteps(['/Connect', '/Networks'], ['/Account'])).toEqual([{ go: -1 }, { replace: '/Account' }])
  })

  it('on a reset goes back to the first entry, replaces it and pushes the rest', () => {
    expect(stackSteps(['/Connect', '/Networks', '/SwitchNetwork'], ['/Account'])).toEqual([{ go: -2 }, { replace: '/Account' }])
    expect(stackSteps(['/Connect', '/Networks'], ['/Account', '/Networks'])).toEqual([{ go: -1 }, { replace: '/Account' }, { push: '/Networks' }])
  })
})
