// The router's weight without the whole bench (minutes, a browser, the peers' installs): esbuild
// bundles airlock/react as a host's bundler would (minified ESM, code splitting), and the
// metafile says which chunk holds how many bytes of each package.
//   npx tsx sandbox/bench/measure/quickRouterWeight.ts
import { build } from 'esbuild'
import { basename, join } from 'node:path'
import type { BuiltChunk } from './buildSubject'
import { REPO_ROOT } from './paths'
import { routerWeightOf } from './routerWeight'

export async function quickRouterWeight() {
  const result = await build({
    entryPoints: [join(REPO_ROOT, 'ui-shell/index.ts')],
    absWorkingDir: REPO_ROOT,
    bundle: true,
    write: false,
    metafile: true,
    // Nothing is written (write: false); metafile keys are relative to it, output paths absolute.
    outdir: join(REPO_ROOT, 'dist-quick'),
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  const code = new Map(result.outputFiles.map((f) => [basename(f.path), f.text]))
  let entry = ''
  const chunks: BuiltChunk[] = Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .map(([file, out]) => {
      const fileName = basename(file)
      if (out.entryPoint) entry = fileName
      return {
        fileName,
        code: code.get(fileName) ?? '',
        isEntry: Boolean(out.entryPoint),
        isDynamicEntry: false,
        modules: Object.fromEntries(Object.entries(out.inputs).map(([id, i]) => [join(REPO_ROOT, id), i.bytesInOutput])),
        imports: out.imports.filter((i) => i.kind === 'import-statement').map((i) => basename(i.path)),
        dynamicImports: [],
      }
    })
  const firstLoad = [entry, ...(chunks.find((c) => c.fileName === entry)?.imports ?? [])]
  const modal = chunks.find((c) => Object.keys(c.modules).some((id) => id.endsWith('ui-shell/modal/mountModal.tsx')))
  return { weight: routerWeightOf('airlock/react (esbuild)', chunks, firstLoad), modalChunk: modal?.fileName }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { weight, modalChunk } = await quickRouterWeight()
  console.log(JSON.stringify({ ...weight, modalChunk }, null, 2))
}
