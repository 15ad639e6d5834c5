import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { cpus, release, totalmem, type } from 'node:os'
import { join } from 'node:path'
import type { MachineInfo } from '../report/types'
import { BENCH_DIR, REPO_ROOT } from './paths'

const PACKAGES = [
  '@reown/appkit', '@reown/appkit-adapter-wagmi', '@rainbow-me/rainbowkit', 'wagmi', '@wagmi/core',
  '@wagmi/connectors', 'viem', '@tanstack/react-query', '@walletconnect/universal-provider', 'react',
  'react-dom', 'vite', 'rolldown', 'playwright-core',
]

function versionOf(pkg: string): string | undefined {
  for (const base of [join(BENCH_DIR, 'node_modules'), join(REPO_ROOT, 'node_modules')]) {
    const file = join(base, pkg, 'package.json')
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version
  }
  return undefined
}

/** Exact installed versions (the bench's node_modules first), and Airlock's commit. */
export function collectVersions(): Record<string, string> {
  const out: Record<string, string> = {}
  let commit = 'unknown'
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim()
  } catch {
    // not a git checkout: keep 'unknown'
  }
  const airlock = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }
  out.airlock = `${airlock.version} (${commit} + work tree)`
  for (const p of PACKAGES) {
    const v = versionOf(p)
    if (v) out[p] = v
  }
  return out
}

export function collectMachine(chromium: string): MachineInfo {
  const cpu = cpus()
  return {
    cpu: cpu[0]?.model.trim() ?? 'unknown CPU',
    cores: cpu.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    chromium,
    os: `${type()} ${release()}`,
  }
}
