// Builds every public entry of the package into dist/, one file per source module
// (preserveModules) so a host bundler keeps only what the host imports.
import { existsSync, readdirSync } from 'node:fs'
import { builtinModules } from 'node:module'
import esbuild from 'rollup-plugin-esbuild'
import { dts } from 'rollup-plugin-dts'
import { failOnCycles } from './scripts/failOnCycles.mjs'

const folderEntries = (parent) =>
  existsSync(parent)
    ? readdirSync(parent, { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(`${parent}/${d.name}/index.ts`))
        .map((d) => `${parent}/${d.name}/index.ts`)
    : []

export const entries = [
  'kernel/index.ts',
  'kernel/host.ts',
  // `airlock`: the host surface with the shell's createAppKit (html-core: the modal without React code in the host).
  'ui-shell/html/index.ts',
  'kernel/plugin.ts',
  'kernel/networks/index.ts',
  'ui-shell/index.ts',
  'ui-shell/components/index.ts',
  'sandbox/testing/index.ts',
  'plugins/siwx/configs/index.ts',
  'plugins/siwx/siwe/index.ts',
  // AppKit-named adapter classes: `airlock/wagmi`, `airlock/ethers`, `airlock/solana`, `airlock/bitcoin`, `airlock/ton`, `airlock/tron`.
  'chains/eip155/wagmi/index.ts',
  'chains/eip155/ethers/index.ts',
  'chains/solana/adapter/index.ts',
  'chains/bip122/adapter/index.ts',
  'chains/tron/adapter/index.ts',
  'chains/ton/adapter/index.ts',
  ...folderEntries('chains'),
  ...folderEntries('plugins'),
].filter((path) => existsSync(path))

const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)])
// Packages stay imports: the host's bundler resolves and dedupes them.
const external = (id) => builtins.has(id) || (!id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'))

export default [
  {
    input: entries,
    external,
    onwarn: failOnCycles,
    plugins: [esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' })],
    output: { dir: 'dist', format: 'es', preserveModules: true, preserveModulesRoot: '.', entryFileNames: '[name].js' },
  },
  {
    input: entries,
    external,
    onwarn: failOnCycles,
    plugins: [dts({ tsconfig: 'tsconfig.json', compilerOptions: { noEmit: false } })],
    output: { dir: 'dist', format: 'es', preserveModules: true, preserveModulesRoot: '.', entryFileNames: '[name].d.ts' },
  },
]
