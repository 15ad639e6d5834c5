import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM script without types
import { findViolations, importsOf, isNodeBuiltin } from './importBoundaries.mjs'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
const fixture = mkdtempSync(join(tmpdir(), 'airlock-boundaries-'))
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(fixture, path)), { recursive: true })
  writeFileSync(join(fixture, path), text)
}
const roots = [fixture]
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})

/** A fresh fixture repository from { path: source }; returns its violations as `file -> import`. */
const violationsIn = (files: Record<string, string>): string[] => {
  const root = mkdtempSync(join(tmpdir(), 'airlock-boundaries-'))
  roots.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return findViolations(root).map((v: { file: string; import: string }) => `${v.file} -> ${v.import}`)
}

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
    write('kernel/plugin.ts', `export const definePlugin = 1`)
    write('plugins/send/index.ts', `import { x } from '../../kernel/plugin'\nimport { receive } from '../receive'`)
    write('plugins/send/activate.ts', `import { createStore } from '../../kernel/store/createStore'`)
    write('plugins/receive/index.ts', `export const receive = 1`)
    write('ui-shell/Modal.ts', `export const Modal = 1`)
    write('chains/eip155/index.ts', `import { x } from '../../kernel/plugin'`)
    write('chains/solana/index.ts', `import { KIT_CONTAINER } from '../../kernel'`)
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
        // The kit's internals entry is the shell's, not the SDK.
        'chains/solana/index.ts -> ../../kernel',
      ]),
    )
    expect(reasons).not.toContain('plugins/send/index.ts -> ../../kernel/plugin')
    expect(reasons).not.toContain('chains/eip155/index.ts -> ../../kernel/plugin')
  })

  it('lets a plugin reach another only through its contract.ts, which holds nothing but SDK types and tokens', () => {
    const reasons = violationsIn({
      'kernel/plugin.ts': `export const createToken = 1`,
      'kernel/index.ts': `export const KIT_CONTAINER = 1`,
      'ui-shell/components/index.ts': `export const Button = 1`,
      'ui-shell/index.ts': `export const AppKitProvider = 1`,
      'ui-shell/modal/ModalCard.tsx': `export const ModalCard = 1`,
      'plugins/names/contract.ts': `import { createToken } from '../../kernel/plugin'\nimport type { X } from '../smart-sessions/contract'`,
      'plugins/names/service.ts': `export const service = 1`,
      'plugins/smart-sessions/contract.ts': `import { service } from '../names/service'`,
      'plugins/smart-sessions/activate.ts': [
        `import { NAMES } from '../names/contract'`,
        `import { service } from '../names/service'`,
        `import { Button } from '../../ui-shell/components'`,
        `import { ModalCard } from '../../ui-shell/modal/ModalCard'`,
        `import { KIT_CONTAINER } from '../../kernel'`,
      ].join('\n'),
      'plugins/smart-sessions/activate.test.ts': `import { KIT_CONTAINER } from '../../kernel'\nimport { AppKitProvider } from '../../ui-shell'`,
    })
    expect(reasons.sort()).toEqual([
      'plugins/smart-sessions/activate.ts -> ../../kernel',
      'plugins/smart-sessions/activate.ts -> ../../ui-shell/modal/ModalCard',
      'plugins/smart-sessions/activate.ts -> ../names/service',
      'plugins/smart-sessions/contract.ts -> ../names/service',
    ])
  })

  it('flags shell code importing kernel internals, plugins, chains, the sandbox or a chain library', () => {
    const reasons = violationsIn({
      'kernel/index.ts': `export const x = 1`,
      'kernel/networks/index.ts': `export const mainnet = 1`,
      'kernel/host.ts': `export const createAppKit = 1`,
      'kernel/store/createStore.ts': `export const createStore = 1`,
      'plugins/send/index.ts': `export const send = 1`,
      'chains/eip155/index.ts': `export const eip155 = 1`,
      'sandbox/relay/index.ts': `export const startRelay = 1`,
      'ui-shell/theme/tokens.ts': `export const tokens = 1`,
      'ui-shell/views/Good.tsx': [
        `import { x } from '../../kernel'`,
        `import { mainnet } from '../../kernel/networks'`,
        `export * from '../../kernel/host'`,
        `import { tokens } from '../theme/tokens'`,
        `import { useState } from 'react'`,
      ].join('\n'),
      'ui-shell/views/Bad.tsx': [
        `import { createStore } from '../../kernel/store/createStore'`,
        `import { send } from '../../plugins/send'`,
        `import { eip155 } from '../../chains/eip155'`,
        `import { startRelay } from '../../sandbox/relay'`,
        `import { parseEther } from 'viem'`,
      ].join('\n'),
      // Tests and testing/ helpers drive real kits against the sandbox: allowed.
      'kernel/connection/testing/testNetworks.ts': `export const testMainnet = 1`,
      'ui-shell/views/Good.test.tsx': `import { startRelay } from '../../sandbox/relay'\nimport { testMainnet } from '../../kernel/connection/testing/testNetworks'`,
      'ui-shell/testing/startFixture.ts': `import { send } from '../../plugins/send'\nimport { startRelay } from '../../sandbox/relay'`,
      // ... but not kernel internals, even from a test.
      'ui-shell/views/Bad.test.tsx': `import { createStore } from '../../kernel/store/createStore'`,
    })
    expect(reasons.filter((r) => r.startsWith('ui-shell/')).sort()).toEqual([
      'ui-shell/views/Bad.test.tsx -> ../../kernel/store/createStore',
      'ui-shell/views/Bad.tsx -> ../../chains/eip155',
      'ui-shell/views/Bad.tsx -> ../../kernel/store/createStore',
      'ui-shell/views/Bad.tsx -> ../../plugins/send',
      'ui-shell/views/Bad.tsx -> ../../sandbox/relay',
      'ui-shell/views/Bad.tsx -> viem',
    ])
  })

  it('flags Node built-ins in kernel code, prefixed or bare, but not in its tests or testing/ helpers', () => {
    const reasons = violationsIn({
      'kernel/index.ts': `export const x = 1`,
      'kernel/api/server.ts': [
        `import { createServer } from 'node:http'`,
        `import { readFileSync } from 'fs'`,
        `import { join } from 'path'`,
        `import { readFile } from 'fs/promises'`,
        `const os = await import('os')`,
        `import EventEmitter from 'eventemitter3'`,
        `import { container } from 'tsyringe'`,
      ].join('\n'),
      'kernel/api/server.test.ts': `import { createServer } from 'node:http'\nimport { AddressInfo } from 'net'`,
      'kernel/api/testing/startServer.ts': `import { createServer } from 'node:http'`,
    })
    expect(reasons.sort()).toEqual([
      'kernel/api/server.ts -> fs',
      'kernel/api/server.ts -> fs/promises',
      'kernel/api/server.ts -> node:http',
      'kernel/api/server.ts -> os',
      'kernel/api/server.ts -> path',
    ])
  })

  it('knows Node built-ins from packages with similar names', () => {
    expect(['node:fs', 'fs', 'path', 'crypto', 'stream/web'].every(isNodeBuiltin)).toBe(true)
    expect(['eventemitter3', 'tsyringe', 'path-browserify', '@noble/hashes', 'react'].some(isNodeBuiltin)).toBe(false)
  })

  it('lets an example import only airlock/* public entries, packages and its own files', () => {
    const reasons = violationsIn({
      'kernel/plugin.ts': `export const definePlugin = 1`,
      'examples/notes/src/index.ts': [
        `import { definePlugin } from 'airlock/plugin'`,
        `import { Button } from 'airlock/react/components'`,
        `import { cosmos } from 'airlock/chains/cosmos'`,
        `import { bech32 } from '@scure/base'`,
        `import { helper } from './helper'`,
        `import { shared } from '../shared/util'`,
      ].join('\n'),
      'examples/notes/src/helper.ts': `export const helper = 1`,
      'examples/notes/shared/util.ts': `export const shared = 1`,
      'examples/notes/src/bad.ts': [
        `import { createStore } from '../../../kernel/store/createStore'`,
        `import { x } from '../../other/src/index'`,
        `import { y } from 'airlock/kernel/tokens'`,
        `import { z } from 'airlock/dist/kernel/plugin.js'`,
        `import { w } from '/abs/path'`,
      ].join('\n'),
      'examples/other/src/index.ts': `export const x = 1`,
    })
    expect(reasons.sort()).toEqual([
      'examples/notes/src/bad.ts -> ../../../kernel/store/createStore',
      'examples/notes/src/bad.ts -> ../../other/src/index',
      'examples/notes/src/bad.ts -> /abs/path',
      'examples/notes/src/bad.ts -> airlock/dist/kernel/plugin.js',
      'examples/notes/src/bad.ts -> airlock/kernel/tokens',
    ])
  })

  it('the repository itself has no violations', () => {
    expect(findViolations(repoRoot)).toEqual([])
  })
})
