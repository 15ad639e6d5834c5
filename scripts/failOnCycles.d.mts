/** Rollup's `onwarn` for the package build: throws on a cycle through our own modules. */
export declare function failOnCycles(warning: { code?: string; message: string; ids?: string[]; exporter?: string; reexporter?: string; id?: string }, warn: (warning: unknown) => void): void
