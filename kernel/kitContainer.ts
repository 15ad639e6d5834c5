// The key under which a kit hands the shell and plugins its container; not part of AppKit's API.
// Its own module, not createPublicApi.ts: what only needs the key (the button models, which the
// host's first chunk and the lazily loaded <appkit-*> elements share) must not import the whole
// public API with it. That import made rolldown (Vite 8) leave the kit's shared modules in a
// dozen small chunks beside the host's entry chunk (about 3 kB gzip more first load).

/** Hands the shell and plugins the kit's container; not part of AppKit's API. */
export const KIT_CONTAINER: unique symbol = Symbol.for('airlock.container') as never
