// Email login to the embedded wallet from a browser test: the sandbox mailbox read as the page
// acts, and the Connect view's email and code inputs.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

export interface Mail {
  subject: string
  code?: string
  link?: string
}

/** A test id inside the kit's modal. */
export const inModal = (testId: string) => `airlock-modal [data-testid="${testId}"]`

export function sandboxMailbox(mailboxUrl: string) {
  const mails = async (email: string): Promise<Mail[]> =>
    ((await (await fetch(`${mailboxUrl}/${encodeURIComponent(email)}`)).json()) as { messages: Mail[] }).messages

  /** The newest mail with a code or link among those after the first `seen`, once it arrived. */
  async function nextMail(email: string, seen: number, has: 'code' | 'link'): Promise<Mail> {
    let found: Mail | undefined
    await expect
      .poll(async () => {
        const list = await mails(email)
        found = list.length > seen ? list.slice(0, list.length - seen).find((m) => m[has]) : undefined
        return Boolean(found)
      }, { timeout: 15_000 })
      .toBe(true)
    return found!
  }
  return { mails, nextMail }
}

/** Opens the modal from the page's connect button and submits the email. */
export async function submitEmail(page: Page, email: string) {
  await page.click('[data-testid="connect-button"]', { timeout: 60_000 })
  await page.fill(`${inModal('wui-email-input')} input`, email)
  await page.keyboard.press('Enter')
}

export async function typeCode(page: Page, code: string) {
  await page.click(`${inModal('wui-otp-input')} input >> nth=0`)
  await page.keyboard.type(code)
}

/**
 * Email login as a visitor does it: the device-approval link first when the device is new, then
 * the code from the mailbox; resolves once the account button shows.
 */
export async function loginByEmail(page: Page, mailboxUrl: string, email: string) {
  const { mails, nextMail } = sandboxMailbox(mailboxUrl)
  const seen = (await mails(email)).length
  await submitEmail(page, email)
  const view = await Promise.race([
    page.waitForSelector(inModal('w3m-email-verify-device-view'), { timeout: 30_000 }).then(() => 'device' as const),
    page.waitForSelector(inModal('w3m-email-verify-otp-view'), { timeout: 30_000 }).then(() => 'otp' as const),
  ])
  if (view === 'device') {
    const approval = await nextMail(email, seen, 'link')
    expect((await fetch(approval.link!)).status).toBe(200)
    await page.waitForSelector(inModal('w3m-email-verify-otp-view'), { timeout: 30_000 })
  }
  const mail = await nextMail(email, seen, 'code')
  await typeCode(page, mail.code!)
  await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })
}
