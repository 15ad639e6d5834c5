// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestKit } from '../testing/createTestKit'
import { kitWrapper } from '../testing/testWrapper'
import { useAppKitTheme } from './useAppKitTheme'

afterEach(cleanup)

describe('useAppKitTheme', () => {
  it('BYD-10 returns { themeMode, themeVariables, setThemeMode, setThemeVariables }; dark by default (THEME-01)', () => {
    const { kit } = createTestKit()
    const { result } = renderHook(() => useAppKitTheme(), { wrapper: kitWrapper(kit) })
    expect(Object.keys(result.current).sort()).toEqual(['setThemeMode', 'setThemeVariables', 'themeMode', 'themeVariables'])
    expect(result.current.themeMode).toBe('dark')
    expect(result.current.themeVariables).toEqual({})
  })

  it('BYD-10 setThemeMode and setThemeVariables update the kit and every reader', () => {
    const { kit } = createTestKit({ themeVariables: { '--w3m-accent': '#ff0000' } })
    const { result } = renderHook(() => useAppKitTheme(), { wrapper: kitWrapper(kit) })
    act(() => result.current.setThemeMode('light'))
    expect(result.current.themeMode).toBe('light')
    expect(kit.getThemeMode()).toBe('light')
    act(() => result.current.setThemeVariables({ '--w3m-z-index': 1200 }))
    expect(result.current.themeVariables).toEqual({ '--w3m-accent': '#ff0000', '--w3m-z-index': 1200 })
  })
})
