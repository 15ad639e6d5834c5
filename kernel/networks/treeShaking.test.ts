import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const entry = fileURLToPath(new URL('./index.ts', import.meta.url))

// Bundles a one-network import the way a host's bundler would, and checks the other networks
// (and defineChain's CAIP parser) are dropped: the point of one plain `export const` each.
async function bundle(contents: string): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    format: 'esm',
    write: false,
    treeShaking: true,
    alias: { 'airlock/networks': entry },
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

describe('airlock/networks tree-shaking', () => {
  it('keeps only the imported network', async () => {
    const code = await bundle(
      "import { polygon } from 'airlock/networks'\nconsole.log(polygon)",
    )
    expect(code).toContain('eip155:137')
    expect(code).not.toContain('eip155:1"')
    expect(code).not.toContain('solana:')
    expect(code).not.toContain('bip122:')
    expect(code).not.toContain('ton:')
    expect(code).not.toContain('Invalid CAIP-2 network id')
  })

  it('has no side effects when nothing is used', async () => {
    const code = await bundle("import 'airlock/networks'")
    expect(code.trim()).toBe('')
  })
})
