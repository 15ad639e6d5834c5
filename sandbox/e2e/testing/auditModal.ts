import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

let axeSource: Promise<string> | undefined

/**
 * Serious and critical axe-core violations inside the modal (BYD-04), as `id: [target, summary]`
 * lines. `root`: the modal's element, `airlock-modal` unless the host placed it (`appkit-modal`).
 */
export async function auditModal(page: Page, root = 'airlock-modal'): Promise<string[]> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: await axeSource })
  return page.evaluate(async (root) => {
    type Violation = { id: string; impact: string; nodes: { target: unknown; failureSummary: string }[] }
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Violation[] }> } }).axe
    const result = await axe.run({ include: [[root]] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } })
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => [n.target, n.failureSummary]))}`)
  }, root)
}
