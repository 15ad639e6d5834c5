import type { SandboxResponse } from './types'

// Stand-in pages for the on-ramp providers' hosted checkouts: they echo what the kit sent,
// so a browser test can open the URL and check its parameters.

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export function providerPage(title: string, query: URLSearchParams, required: readonly string[]): SandboxResponse {
  const missing = required.filter((k) => !query.get(k))
  const rows = [...query.entries()]
    .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td data-param="${escapeHtml(k)}">${escapeHtml(v)}</td></tr>`)
    .join('')
  const problem = missing.length
    ? `<p role="alert" data-missing="${escapeHtml(missing.join(','))}">Missing parameters: ${escapeHtml(missing.join(', '))}</p>`
    : '<p data-status="ok">Ready to buy (sandbox: nothing is charged).</p>'
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body><h1>${escapeHtml(title)}</h1>${problem}<table>${rows}</table></body></html>`
  return {
    status: missing.length ? 400 : 200,
    body: html,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  }
}
