// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestKit } from '../testing/createTestKit'
import { kitWrapper } from '../testing/testWrapper'
import { useAppKitEvents } from './useAppKitEvents'

afterEach(cleanup)

describe('useAppKitEvents', () => {
  it('BYD-10 returns the latest { timestamp, data } event: MODAL_OPEN after open, MODAL_CLOSE after close', async () => {
    const { kit } = createTestKit()
    await kit.ready()
    const { result } = renderHook(() => useAppKitEvents(), { wrapper: kitWrapper(kit) })
    // Kept from the kit's creation: startup's INITIALIZE is already there for a hook mounted later.
    expect(result.current.data.event).toBe('INITIALIZE')
    await act(() => kit.open())
    await waitFor(() => expect(result.current.data).toMatchObject({ type: 'track', event: 'MODAL_OPEN' }))
    expect(typeof result.current.timestamp).toBe('number')
    await act(() => kit.close())
    await waitFor(() => expect(result.current.data.event).toBe('MODAL_CLOSE'))
  })
})
