// The viem helpers the write side needs, behind one import() of this module rather than of
// 'viem': a dynamic import of viem's barrel makes that barrel (all its `export *`s) a dynamic
// entry of the host's bundle, and rolldown (Vite 8) then gives up merging the kit's shared
// modules into the host's entry chunk, so the first load became many small chunks (~3.5 kB gz
// more). Named re-exports keep this chunk to what is used.
export { encodeFunctionData, getTypesForEIP712Domain, serializeTypedData, validateTypedData } from 'viem'
