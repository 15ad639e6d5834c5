import { describe, expect, it } from 'vitest'
import { CloudAuthSIWX, DefaultSIWX } from '../../plugins/siwx/configs'
import { demoSiwxOptions } from './demoSiwx'
import { readDemoSiwxMode } from './demoSiwxMode'

describe('the demo sign-in switch (?siwx=)', () => {
  it('reads the four modes and treats anything else as no sign-in', () => {
    expect(readDemoSiwxMode('?siwx=default')).toBe('default')
    expect(readDemoSiwxMode('?siwx=cloud&x=1')).toBe('cloud')
    expect(readDemoSiwxMode('?siwx=nope')).toBeUndefined()
    expect(readDemoSiwxMode('')).toBeUndefined()
  })

  it('maps each mode to its kit options', () => {
    expect(demoSiwxOptions(undefined)).toEqual({ options: {}, client: undefined })
    const optional = demoSiwxOptions('default').options.siwx as DefaultSIWX
    expect(optional).toBeInstanceOf(DefaultSIWX)
    expect(optional.getRequired()).toBe(false)
    expect((demoSiwxOptions('required').options.siwx as DefaultSIWX).getRequired()).toBe(true)
    expect(demoSiwxOptions('cloud').options.siwx).toBeInstanceOf(CloudAuthSIWX)
    const siwe = demoSiwxOptions('siwe')
    expect(siwe.options.siwx).toBeUndefined()
    expect(siwe.options.siweConfig?.mapToSIWX).toBeTypeOf('function')
    expect(siwe.client?.getRequired?.()).toBe(true)
  })
})
