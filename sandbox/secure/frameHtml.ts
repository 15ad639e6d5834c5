// The page the kit frames. Its CSP lets only the host origin that asked for it frame it, and
// scripts come only from this origin; `data-error` tells the script the origin was refused.
import type { SecureNetworks } from './secureNetworks'

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function frameHtml(args: { hostOrigin: string; allowed: boolean; socialProvider: string; smartAccountFactory?: string; networks: SecureNetworks }): string {
  const factory = args.smartAccountFactory ? ` data-smart-account-factory="${escape(args.smartAccountFactory)}"` : ''
  // The site's own network table: the frame shows and broadcasts from it, never from the caller.
  const networks = ` data-networks="${escape(JSON.stringify(args.networks))}"`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Secure wallet</title>
<meta name="color-scheme" content="light dark">
<link rel="stylesheet" href="/frame.css">
<script type="module" src="/frame.js"></script>
</head><body data-host-origin="${escape(args.hostOrigin)}" data-social-provider="${escape(args.socialProvider)}"${factory}${networks}${args.allowed ? '' : ' data-error="ORIGIN_NOT_ALLOWED"'}><main id="approval" hidden></main></body></html>`
}

/** The approval popup (top-level on this origin): used where the frame cannot tell it is visible. */
export function approvePopupHtml(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Approve a request</title>
<meta name="color-scheme" content="light dark">
<link rel="stylesheet" href="/frame.css">
<script type="module" src="/approve.js"></script>
</head><body data-page="approve"><main id="approval" hidden></main></body></html>`
}

/** The key export page, opened top-level from the kit's settings row; its script does the rest. */
export function exportHtml(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Export your wallet key</title>
<meta name="color-scheme" content="light dark">
<link rel="stylesheet" href="/frame.css">
<script type="module" src="/export.js"></script>
</head><body data-page="export"><main id="export"><h1>Export your wallet key</h1><p id="status">Loading…</p></main></body></html>`
}

/**
 * CSP for the frame: framed by the one host origin the project lists exactly, no inline script,
 * fetches to this origin and the RPCs of the site's own network table only.
 */
export function frameCsp(hostOrigin: string, rpcOrigins: readonly string[]): string {
  return [
    `frame-ancestors ${hostOrigin}`,
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    ['connect-src', "'self'", ...rpcOrigins].join(' '),
  ].join('; ')
}

export const FRAME_CSS = `
:root{color-scheme:light dark;font:14px/1.4 system-ui,sans-serif}
html,body{margin:0;background:transparent}
body[data-theme=dark]{--bg:#191a1a;--fg:#e4e7e7;--muted:#9a9a9a;--line:#2a2a2a;--accent:#667dff;--accent-fill:#4358e8;--on-accent:#fff}
body[data-theme=light]{--bg:#fff;--fg:#141414;--muted:#5f5f5f;--line:#e4e4e4;--accent:#3350e0;--on-accent:#fff}
main{box-sizing:border-box;height:100vh;display:flex;flex-direction:column;gap:12px;padding:16px;background:var(--bg);color:var(--fg)}
main[hidden]{display:none}
body[data-page=export] main{height:auto;max-width:36rem;margin:2rem auto;border-radius:16px}
body[data-page=export] button{flex:none}
code{font:13px ui-monospace,monospace;word-break:break-all}
h1{font-size:16px;margin:0;text-align:center}
h2{font-size:15px;margin:8px 0 0}
.origin{color:var(--muted);text-align:center;margin:0;word-break:break-all}
dl{margin:0;display:grid;grid-template-columns:max-content 1fr;gap:6px 12px;overflow:auto}
dt{color:var(--muted)}dd{margin:0;word-break:break-all;text-align:-webkit-match-parent;text-align:match-parent}
pre{margin:0;padding:10px;border:1px solid var(--line);border-radius:12px;white-space:pre-wrap;word-break:break-all;overflow:auto;flex:1;font:13px ui-monospace,monospace}
.actions{display:flex;gap:8px;margin-top:auto}
button{flex:1;block-size:44px;border-radius:22px;border:1px solid var(--line);font:600 14px system-ui;cursor:pointer;background:var(--bg);color:var(--fg)}
/* The dark accent is light enough for outlines on dark, too light under white text: buttons use a deeper fill (WCAG AA). */
button.primary{background:var(--accent-fill,var(--accent));border-color:var(--accent-fill,var(--accent));color:var(--on-accent)}
button:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
button:disabled{cursor:not-allowed;opacity:.55}
.hint{color:var(--muted);font-size:13px;margin:0;text-align:center}
.claim{color:var(--muted);text-align:center;margin:0;overflow-wrap:anywhere}
.hint:empty{display:none}
body[data-page=approve] main{min-height:100vh;height:auto}
`
