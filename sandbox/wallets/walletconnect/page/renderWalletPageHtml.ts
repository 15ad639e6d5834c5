/** The /wc-wallet page: sandbox config, the relay URL, then the wallet bundle. */
export function renderWalletPageHtml({ configScripts = ['/sandbox-config.js', '/wc-wallet-config.js'], bundle = '/wc-wallet.js' } = {}): string {
  const scripts = configScripts.map((src) => `<script src="${src}"></script>`).join('\n    ')
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Airlock WalletConnect test wallet</title>
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <style>
      body { font: 14px/1.45 system-ui, sans-serif; margin: 1.5rem auto; max-width: 52rem; padding: 0 1rem; color: #1b1b1f; }
      h1 { font-size: 1.4rem; } h2 { font-size: 1.05rem; margin: 1.2rem 0 .4rem; }
      dl { display: grid; grid-template-columns: max-content 1fr; gap: .15rem 1rem; margin: 0; }
      dt { font-weight: 600; } dd { margin: 0; font-family: ui-monospace, monospace; word-break: break-all; }
      .row { display: flex; gap: .5rem; margin: .4rem 0; }
      input[type=text] { flex: 1; font: inherit; padding: .35rem .5rem; border: 1px solid #b5b5bd; border-radius: 6px; }
      button { font: inherit; padding: .35rem .8rem; border-radius: 6px; border: 1px solid #8c8c96; background: #f4f4f6; cursor: pointer; }
      button.approve { background: #1f6feb; border-color: #1f6feb; color: #fff; }
      .card { border: 1px solid #d8d8de; border-radius: 8px; padding: .6rem .8rem; margin: .4rem 0; list-style-position: inside; }
      ol { padding-left: 0; }
      .card ul { margin: .3rem 0; padding-left: 1.2rem; }
      .card pre { margin: .3rem 0; white-space: pre-wrap; word-break: break-all; font-size: 12px; color: #55555f; }
      .status { font-size: 12px; padding: .05rem .4rem; border-radius: 4px; background: #eee; }
      .approved .status { background: #d6f5dd; } .rejected .status, .failed .status { background: #fbd9d9; } .pending .status { background: #fff2c2; }
      .empty { color: #6b6b75; margin: .2rem 0; }
      .error { color: #b3261e; min-height: 1em; margin: .2rem 0; }
      .activity { font-size: 12px; color: #55555f; padding-left: 1.2rem; }
      code { font-size: 12px; word-break: break-all; }
    </style>
    ${scripts}
    <!-- defer: the bundle renders into #root. -->
    <script defer src="${bundle}"></script>
  </head>
  <body>
    <main id="root"><p>Starting the wallet…</p></main>
  </body>
</html>
`
}
