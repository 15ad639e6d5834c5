import { fileURLToPath } from 'node:url'
import { join } from 'node:path'

/** The repo root, sandbox/bench and its folders. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))
export const BENCH_DIR = join(REPO_ROOT, 'sandbox', 'bench')
export const SUBJECTS_DIR = join(BENCH_DIR, 'subjects')
export const DIST_DIR = join(BENCH_DIR, 'dist')
export const RESULTS_DIR = join(BENCH_DIR, 'results')
