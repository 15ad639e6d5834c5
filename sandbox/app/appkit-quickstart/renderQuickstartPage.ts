/**
 * The quick-start page: the launcher's sandbox config and test wallets first (so `?wallets=`
 * works as on the demo page), then the sandbox endpoints, then the app.
 */
export function renderQuickstartPage({ base = '/quickstart', title = 'AppKit quick start on Airlock' }: { base?: string; title?: string } = {}): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <script src="/sandbox-config.js"></script>
    <script src="${base}/config.js"></script>
    <script src="/wallets.js"></script>
    <script type="module" src="${base}/app.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`
}
