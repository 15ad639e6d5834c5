// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { KIT_CONTAINER, MODAL, ROUTER } from '../../kernel'
import { createTestKit } from '../testing/createTestKit'
import { kitWrapper } from '../testing/testWrapper'
import { useAppKit } from './useAppKit'

afterEach(cleanup)

describe('useAppKit', () => {
  it('BYD-10 returns { open, close } that open the modal on a view and close it', async () => {
    const { kit } = createTestKit()
    await kit.ready()
    const { result } = renderHook(() => useAppKit(), { wrapper: kitWrapper(kit) })
    expect(Object.keys(result.current).sort()).toEqual(['close', 'open'])
    await act(() => result.current.open({ view: 'Networks' }))
    expect(kit[KIT_CONTAINER].resolve(MODAL).getState().open).toBe(true)
    expect(kit[KIT_CONTAINER].resolve(ROUTER).getState().view).toBe('Networks')
    await act(() => result.current.close())
    expect(kit[KIT_CONTAINER].resolve(MODAL).getState().open).toBe(false)
  })
})
