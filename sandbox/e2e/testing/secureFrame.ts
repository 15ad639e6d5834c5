// Pressing the secure frame's own buttons as a person would: once the approval is armed (seen for
// 500 ms), and again if the press was dropped. Chromium discards input to a cross-origin frame
// that tracks its visibility (IntersectionObserver v2) for a moment after that frame moved, as
// when it follows the modal's card into place; a person's click that early is dropped too.
import type { FrameLocator } from 'playwright-core'

export async function pressSecureButton(frame: FrameLocator, which: 'confirm' | 'cancel'): Promise<void> {
  const approval = frame.locator('main#approval')
  await frame.locator('[data-testid="secure-confirm-button"][data-armed="true"]').waitFor({ timeout: 15_000 })
  for (let attempt = 0; attempt < 5; attempt++) {
    await frame.locator(`[data-testid="secure-${which}-button"]`).click({ timeout: 5_000 }).catch(() => undefined)
    if (await approval.waitFor({ state: 'hidden', timeout: 1_000 }).then(() => true, () => false)) return
  }
  throw new Error(`The secure frame did not take the ${which} press`)
}
