import { describe, expect, it } from 'vitest'
import { installReflectShim } from './reflectShim'

describe('Reflect metadata shim', () => {
  it('adds the metadata API tsyringe needs, walking the prototype chain', () => {
    const reflect = {} as Record<string, any>
    expect(installReflectShim(reflect)).toBe(true)
    class Base {}
    class Child extends Base {}
    reflect.defineMetadata('design:paramtypes', ['a'], Base)
    expect(reflect.getOwnMetadata('design:paramtypes', Child)).toBeUndefined()
    expect(reflect.getMetadata('design:paramtypes', Child)).toEqual(['a'])
    expect(reflect.hasMetadata('design:paramtypes', Child)).toBe(true)
    reflect.metadata('k', 1)(Child, 'method')
    expect(reflect.getOwnMetadata('k', Child, 'method')).toBe(1)
    expect(reflect.getOwnMetadata('k', Child)).toBeUndefined()
  })

  it("leaves a host's own Reflect metadata implementation alone", () => {
    const getMetadata = () => 'host'
    const reflect = { getMetadata }
    expect(installReflectShim(reflect)).toBe(false)
    expect(reflect.getMetadata).toBe(getMetadata)
  })
})
