// Reads every `defineMessages(pack, area, { … })` in the kit's source with the TypeScript parser:
// the English catalogue of each pack, which the locale chunks must match key for key.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

export interface EnglishMessage {
  pack: string
  id: string
  text: string
  file: string
}

const SOURCE_ROOTS = ['kernel', 'ui-shell', 'plugins', 'chains', 'sandbox/secure']
const SKIP = /(\.test\.tsx?|\.d\.ts)$/

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'locales' || name === 'testing') continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) sourceFiles(path, out)
    else if (/\.tsx?$/.test(name) && !SKIP.test(name)) out.push(path)
  }
  return out
}

const literal = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined

/** Every message of every pack under `root`; throws on a call it cannot read statically. */
export function collectMessages(root: string): EnglishMessage[] {
  const out: EnglishMessage[] = []
  for (const base of SOURCE_ROOTS) {
    let files: string[]
    try {
      files = sourceFiles(join(root, base))
    } catch {
      continue
    }
    for (const path of files) {
      const text = readFileSync(path, 'utf8')
      if (!text.includes('defineMessages(')) continue
      const file = relative(root, path)
      const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineMessages') {
          const [packArg, areaArg, body] = node.arguments
          const pack = packArg && ts.isIdentifier(packArg) && packArg.text === 'CORE_PACK' ? 'core' : literal(packArg)
          const area = literal(areaArg)
          if (!pack || !area || !body || !ts.isObjectLiteralExpression(body)) {
            throw new Error(`${file}: defineMessages needs a literal pack (or CORE_PACK), a literal area and an object literal`)
          }
          for (const prop of body.properties) {
            const key = prop.name && (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name)) ? prop.name.text : undefined
            const value = ts.isPropertyAssignment(prop) ? literal(prop.initializer) : undefined
            if (key === undefined || value === undefined) throw new Error(`${file}: every message in area ${area} must be a literal string`)
            out.push({ pack, id: `${area}.${key}`, text: value, file })
          }
        }
        ts.forEachChild(node, visit)
      }
      visit(source)
    }
  }
  return out
}

/** Where a pack's locale chunks live. */
export const localesDirOf = (pack: string): string =>
  pack === 'core'
    ? 'kernel/i18n/locales'
    : pack === 'secure-frame'
      ? 'sandbox/secure/frame/locales'
      : pack.startsWith('chain-') // a chain family's pack: chain-eip155 is chains/eip155
        ? `chains/${pack.slice('chain-'.length)}/locales`
        : `plugins/${pack}/locales`
