import type { Page } from 'playwright-core'

/**
 * Resolves once the modal is at rest for a screenshot: the "Wallet connected" snackbar gone (it
 * stays in the DOM, aria-hidden, after its 2.5 s) and the entry, view and height transitions ended.
 */
export async function waitForModalAtRest(page: Page): Promise<void> {
  await page.waitForSelector('airlock-modal [data-testid="w3m-modal-card"]')
  if (await page.$('airlock-modal [data-testid="wui-snackbar-message"]')) {
    await page.waitForSelector('airlock-modal [aria-hidden="true"]:has([data-testid="wui-snackbar-message"])', { state: 'attached' })
  }
  await page.evaluate(async () => {
    const root = document.querySelector('airlock-modal')?.shadowRoot
    if (!root) return
    // Spinners loop forever; only animations that end are waited for, until none is left.
    const finite = () => root.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
    for (let running = finite(); running.length > 0; running = finite()) await Promise.all(running.map((a) => a.finished.catch(() => undefined)))
  })
}
