/**
 * The EVM plugin's pack name and its lazy locale chunks, for the adapter's `messages`. Apart from
 * the English words (eip155ErrorMessages.ts) so the adapter in a host's first bundle carries only this.
 */
export const eip155Messages = { pack: 'chain-eip155', load: () => import('./locales/index') }
