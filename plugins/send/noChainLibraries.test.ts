import { readFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM script without types
import { importsOf, listSourceFiles } from '../../scripts/importBoundaries.mjs'

const here = dirname(fileURLToPath(import.meta.url))
// Tests may use viem to check what was sent; the plugin itself may not.
const sources = (listSourceFiles(here) as string[]).filter((file) => !/\.test\.tsx?$/.test(file))

describe('plugins/send', () => {
  it('imports no chain library: the chain plugins send, encode and price for it', () => {
    const found = sources.flatMap((file) =>
      (importsOf(readFileSync(file, 'utf8')) as string[]).filter((spec) => /^(viem|@solana\/|ethers)(\/|$)/.test(spec)).map((spec) => `${relative(here, file)}: ${spec}`),
    )
    expect(sources.length).toBeGreaterThan(10)
    expect(found).toEqual([])
  })
})
