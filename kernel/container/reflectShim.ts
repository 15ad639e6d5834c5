// tsyringe refuses to load unless `Reflect.getMetadata` exists. The kit registers factories only
// (no decorators), so it needs the API to exist, not a full polyfill. reflect-metadata did this,
// but it is CommonJS, and bundlers that wrap CommonJS (Vite 8) ran it after tsyringe's ESM body,
// which then threw at page start. An ESM module imported first runs first.

type Target = object
type MetadataMap = Map<unknown, unknown>

interface ReflectMetadataApi {
  defineMetadata(key: unknown, value: unknown, target: Target, property?: PropertyKey): void
  getOwnMetadata(key: unknown, target: Target, property?: PropertyKey): unknown
  getMetadata(key: unknown, target: Target, property?: PropertyKey): unknown
  hasOwnMetadata(key: unknown, target: Target, property?: PropertyKey): boolean
  hasMetadata(key: unknown, target: Target, property?: PropertyKey): boolean
  metadata(key: unknown, value: unknown): (target: Target, property?: PropertyKey) => void
}

/** Adds the metadata API to `Reflect` when nothing else did (a host's own reflect-metadata wins). */
export function installReflectShim(reflect: object = Reflect): boolean {
  const api = reflect as Partial<ReflectMetadataApi>
  if (typeof api.getMetadata === 'function') return false
  const store = new WeakMap<Target, Map<PropertyKey | undefined, MetadataMap>>()
  const mapOf = (target: Target, property: PropertyKey | undefined, create: boolean): MetadataMap | undefined => {
    let byProperty = store.get(target)
    if (!byProperty && create) store.set(target, (byProperty = new Map()))
    let map = byProperty?.get(property)
    if (!map && create && byProperty) byProperty.set(property, (map = new Map()))
    return map
  }
  const shim: ReflectMetadataApi = {
    defineMetadata: (key, value, target, property) => void mapOf(target, property, true)!.set(key, value),
    getOwnMetadata: (key, target, property) => mapOf(target, property, false)?.get(key),
    hasOwnMetadata: (key, target, property) => mapOf(target, property, false)?.has(key) ?? false,
    getMetadata(key, target, property) {
      for (let t: Target | null = target; t; t = Object.getPrototypeOf(t)) {
        const map = mapOf(t, property, false)
        if (map?.has(key)) return map.get(key)
      }
      return undefined
    },
    hasMetadata: (key, target, property) => shim.getMetadata(key, target, property) !== undefined,
    metadata: (key, value) => (target, property) => shim.defineMetadata(key, value, target, property),
  }
  Object.assign(reflect, shim)
  return true
}

export const REFLECT_SHIM_INSTALLED = installReflectShim()
