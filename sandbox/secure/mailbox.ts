// The sandbox's mail: what the secure site "sends" lands here, for people (an HTML inbox) and
// for tests (JSON per address, newest first).
import { randomUUID } from 'node:crypto'

export interface Mail {
  id: string
  to: string
  subject: string
  text: string
  /** The login code, when the mail carries one. */
  code?: string
  /** The device-approval link, when the mail carries one. */
  link?: string
  at: number
}

export function createMailbox(now: () => number = Date.now) {
  const mails: Mail[] = []
  return {
    send(mail: Omit<Mail, 'id' | 'at'>): Mail {
      const stored = { ...mail, to: mail.to.toLowerCase(), id: randomUUID(), at: now() }
      mails.unshift(stored)
      return stored
    },
    /** Newest first. */
    to(address: string): Mail[] {
      const key = address.toLowerCase()
      return mails.filter((m) => m.to === key)
    },
    all: (): readonly Mail[] => mails,
  }
}

export type Mailbox = ReturnType<typeof createMailbox>

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The inbox page for people trying the demo: every mail, newest first, links clickable. */
export function renderInbox(mails: readonly Mail[]): string {
  const rows = mails
    .map(
      (m) => `<article><h2>${escape(m.subject)}</h2><p>To ${escape(m.to)} · ${new Date(m.at).toISOString()}</p>
<pre>${escape(m.text)}</pre>${m.link ? `<p><a href="${escape(m.link)}" target="_blank" rel="noopener">Approve this device</a></p>` : ''}</article>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox mailbox</title>
<meta http-equiv="refresh" content="5">
<style>body{font:14px system-ui;margin:2rem;max-width:40rem}article{border-bottom:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap}</style>
</head><body><main><h1>Sandbox mailbox</h1>${rows || '<p>No mail yet.</p>'}</main></body></html>`
}
