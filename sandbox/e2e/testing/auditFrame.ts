import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Frame } from 'playwright-core'

let axeSource: Promise<string> | undefined

/**
 * Serious and critical axe-core violations in a framed page of another origin (the secure
 * frame's approval, BYD-04). Its CSP allows no injected script tag, so axe is evaluated through
 * the devtools protocol, which a page's CSP does not govern.
 */
export async function auditFrame(frame: Frame): Promise<string[]> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(await axeSource)
  return frame.evaluate(async () => {
    type Violation = { id: string; impact: string; nodes: { target: unknown; failureSummary: string }[] }
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Violation[] }> } }).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } })
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => [n.target, n.failureSummary]))}`)
  })
}
