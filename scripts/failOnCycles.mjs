// Rollup's `onwarn` for the package build: a cycle through our own modules fails the build
// (scripts/build.test.ts runs it in CI) instead of scrolling past as a warning. With
// preserveModules each module is its own chunk, so such a cycle can load modules in a broken
// order in a host's bundle. A package's own cycles are its business and stay warnings.
const CYCLES = new Set(['CIRCULAR_DEPENDENCY', 'CIRCULAR_REEXPORT', 'CYCLIC_CROSS_CHUNK_REEXPORT'])

const ours = (id) => typeof id === 'string' && !id.includes('/node_modules/') && !id.startsWith('\0')

/** Throws on a cycle that involves one of our files; passes every other warning on. */
export function failOnCycles(warning, warn) {
  const ids = [...(warning.ids ?? []), warning.exporter, warning.reexporter, warning.id]
  if (CYCLES.has(warning.code) && ids.some(ours)) throw new Error(`build: ${warning.code}: ${warning.message}`)
  warn(warning)
}
