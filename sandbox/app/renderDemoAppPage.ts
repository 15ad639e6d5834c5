/** The demo host page; keeps the launcher's order: sandbox config, then the test wallets, then the app. */
export function renderDemoAppPage({ entry = '/app.js', title = 'Airlock demo' }: { entry?: string; title?: string } = {}): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <script src="/sandbox-config.js"></script>
    <script src="/app-config.js"></script>
    <script src="/wallets.js"></script>
    <script type="module" src="${entry}"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`
}
