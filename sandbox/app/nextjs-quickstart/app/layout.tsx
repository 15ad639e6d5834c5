// The root layout of AppKit's Next.js guide: the request's cookies go to the client context
// provider, which turns them into the kit's initial state. The sandbox scripts (test wallets,
// where the local services are) come first, as on the other quick-start pages.
import type { ReactNode } from 'react'
import { sandboxScripts } from '../sandboxScripts'

export const metadata = { title: 'AppKit Next.js quick start on Airlock' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        {sandboxScripts().map((src) => (
          <script key={src} src={src} />
        ))}
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 560, margin: '40px auto', padding: '0 16px' }}>{children}</body>
    </html>
  )
}
