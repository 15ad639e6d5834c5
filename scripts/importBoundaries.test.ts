import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM script without types
import { findViolations, importsOf } from './importBoundaries.mjs'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
const fixture = mkdtempSync(join(tmpdir(), 'airlock-boundaries-'))
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(fixture, path)), { recursive: true })
  writeFileSync(join(fixture, path), text)
}
afterAll(() => rmSync(fixture, { recursive: true, force: true }))

describe('import boundaries', () => {
  it('finds static, re-export, dynamic and bare imports, ignoring comments', () => {
    const found = importsOf(`
      import a from 'react'
      import type { B } from "../b"
      export { c } from './c'
      const d = () => import('./d')
      import './side'
      // import nope from 'viem'
    `)
    expect([...found].sort()).toEqual(['../b', './c', './d', './side', 'react'])
  })

  it('flags the kernel importing React, chain libraries or upper layers, and plugins importing each other', () => {
    write('kernel/index.ts', `export const x = 1`)
    write('kernel/a.ts', `import { useState } from 'react'\nimport { createPublicClient } from 'viem'`)
    write('kernel/b.ts', `import { send } from '../plugins/send'\nimport { Connection } from '@solana/web3.js'\nimport UP from '@walletconnect/universal-provider'`)
    write('kernel/c.ts', `import { Modal } from '../ui-shell/Modal'\nimport { eip155 } from '../chains/eip155'`)
    write('plugins/send/index.ts', `import { x } from '../../kernel'\nimport { receive } from '../receive'`)
    write('plugins/send/activate.ts', `import { createStore } from '../../kernel/store/createStore'`)
    write('plugins/receive/index.ts', `export const receive = 1`)
    write('ui-shell/Modal.ts', `export const Modal = 1`)
    write('chains/eip155/index.ts', `import { x } from '../../kernel'`)
    const reasons = findViolations(fixture).map((v: { file: string; import: string }) => `${v.file} -> ${v.import}`)
    expect(reasons).toEqual(
      expect.arrayContaining([
        'kernel/a.ts -> react',
        'kernel/a.ts -> viem',
        'kernel/b.ts -> ../plugins/send',
        'kernel/b.ts -> @solana/web3.js',
        'kernel/b.ts -> @walletconnect/universal-provider',
        'kernel/c.ts -> ../ui-shell/Modal',
        'kernel/c.ts -> ../chains/eip155',
        'plugins/send/index.ts -> ../receive',
        'plugins/send/activate.ts -> ../../kernel/store/createStore',
      ]),
    )
    expect(reasons).not.toContain('plugins/send/index.ts -> ../../kernel')
    expect(reasons).not.toContain('chains/eip155/index.ts -> ../../kernel')
  })

  it('the repository itself has no violations', () => {
    expect(findViolations(repoRoot)).toEqual([])
  })
})
