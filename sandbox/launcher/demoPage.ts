// The sandbox overview page: the service URLs, and the test wallets from `?wallets=`. Served
// at /sandbox, and at / until the demo app takes that (see demoRoutes.ts).

export interface DemoPageOptions {
  /** `name: url` pairs, in the order the launcher prints them. */
  services: ReadonlyArray<readonly [name: string, url: string]>
}

const EXAMPLES = ['eip6963:2,injected,solana,keplr', 'eip6963', 'injected', 'solana', 'keplr', 'tron', 'multichain']

/** AppKit's documented setups on Airlock, only their imports changed (sandbox/app/*quickstart*), with a test wallet. */
export const QUICKSTART_LINKS: ReadonlyArray<readonly [path: string, label: string]> = [
  ['/quickstart?wallets=eip6963:1', 'React quick-start (airlock/react)'],
  ['/quickstart-html?wallets=eip6963:1', 'html quick-start: no React in the page (airlock)'],
  ['/quickstart-html/embedded?wallets=eip6963:1', 'html, embedded modal (<appkit-modal>)'],
  ['/quickstart-wagmi?wallets=eip6963:1', 'React + wagmi quick-start (airlock/wagmi)'],
  ['/quickstart-ethers?wallets=eip6963:1', 'React + ethers quick-start (airlock/ethers, ethers BrowserProvider)'],
  ['/quickstart-solana?wallets=solana', 'React + Solana quick-start (airlock/solana, useAppKitConnection)'],
  ['/headless?wallets=eip6963:2,injected', 'Headless: your own connect UI (useAppKitWallets, useAppKitEmailLogin; no modal code)'],
]

export function renderDemoPage({ services }: DemoPageOptions): string {
  const rows = services
    .map(([name, url]) => `<tr><th scope="row">${escapeHtml(name)}</th><td><code>${escapeHtml(url)}</code></td></tr>`)
    .join('\n        ')
  // Relative links, so they open the page they are on (the overview at /sandbox or at /).
  const quickstarts = QUICKSTART_LINKS.map(([path, label]) => `<li><a href="${escapeHtml(path)}">${escapeHtml(label)}</a></li>`).join('')
  const examples = EXAMPLES.map((q) => `<li><a href="?wallets=${encodeURIComponent(q)}">?wallets=${escapeHtml(q)}</a></li>`).join('')
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Airlock sandbox</title>
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <!-- No favicon request: its 404 would be the only console error of a clean run. -->
    <link rel="icon" href="data:," />
    <style>
      body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; }
      th { text-align: start; padding-inline-end: 1.5rem; font-weight: 600; }
      code { font-size: 14px; }
      /* Long URLs break anywhere, so a 320 px phone shows the page at its own width, unzoomed. */
      td, a, pre { overflow-wrap: anywhere; }
      pre { white-space: pre-wrap; }
    </style>
    <!-- Order matters: the wallets read __AIRLOCK_SANDBOX__ as they load. -->
    <script src="/sandbox-config.js"></script>
    <script src="/wallets.js"></script>
  </head>
  <body>
    <h1>Airlock sandbox</h1>
    <p>Everything below runs on this machine.</p>
    <table data-testid="sandbox-services">
      <tbody>
        ${rows}
      </tbody>
    </table>
    <h2>Quick-starts</h2>
    <ul data-testid="sandbox-quickstarts">${quickstarts}</ul>
    <h2>Test wallets</h2>
    <p>Pick them with the <code>wallets</code> query parameter:</p>
    <ul>${examples}</ul>
    <pre id="installed-wallets" data-testid="sandbox-installed-wallets">No test wallets on this page.</pre>
    <p>WalletConnect test wallet (pairs through the local relay): <a href="/wc-wallet">/wc-wallet</a></p>
    <script>
      // Shows what the wallets script installed, so a person can check the query worked.
      const installed = window.__AIRLOCK_WALLETS__
      if (installed) {
        const lines = [
          ...installed.eip6963.map((w) => 'EIP-6963  ' + w.name + ' (' + w.rdns + ')  ' + w.address),
          ...(installed.injected ? ['injected  ' + installed.injected.name + '  ' + installed.injected.address] : []),
          ...(installed.solana ? ['solana    ' + installed.solana.name + '  ' + installed.solana.publicKey] : []),
          ...(installed.keplr ? ['keplr     ' + installed.keplr.name + '  ' + installed.keplr.bech32Address] : []),
          ...(installed.tron ? ['tron      ' + installed.tron.name + '  ' + installed.tron.address] : []),
          ...(installed.multichain
            ? ['multichain ' + installed.multichain.evm.name + '  ' + installed.multichain.evm.address + '  ' + installed.multichain.solana.publicKey]
            : []),
        ]
        document.getElementById('installed-wallets').textContent = lines.join('\\n') || 'No test wallets on this page.'
      }
    </script>
  </body>
</html>
`
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
