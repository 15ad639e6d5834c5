// Email login to the embedded wallet as a person does it: the address in the Connect view, the
// device-approval link and then the code read from the sandbox mailbox, the code typed in.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { inModal } from './pageSession'

type Mail = { code?: string; link?: string }

/** The first mail carrying a code or a link, once more than `after` mails have arrived. */
export async function nextMail(mailbox: string, email: string, kind: 'code' | 'link', after: number): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(async () => {
      const { messages } = (await (await fetch(`${mailbox}/${encodeURIComponent(email)}`)).json()) as { messages: Mail[] }
      found = messages.length > after ? messages.find((m) => m[kind]) : undefined
      return Boolean(found)
    }, { timeout: 15_000 })
    .toBe(true)
  return found!
}

/** A new device: approve it by the mailed link, then type the mailed code; resolves once connected. */
export async function loginByEmail(page: Page, mailbox: string, email: string): Promise<void> {
  await page.click('[data-testid="connect-button"]', { timeout: 60_000 })
  await page.fill(`${inModal('wui-email-input')} input`, email)
  await page.keyboard.press('Enter')
  expect((await fetch((await nextMail(mailbox, email, 'link', 0)).link!)).status).toBe(200)
  const { code } = await nextMail(mailbox, email, 'code', 1)
  await page.click(`${inModal('wui-otp-input')} input >> nth=0`)
  await page.keyboard.type(code!)
  await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })
  await page.waitForSelector('airlock-modal [data-testid="w3m-modal-card"]', { state: 'hidden', timeout: 10_000 }).catch(() => undefined)
}
