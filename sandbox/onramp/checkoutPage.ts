// The provider checkout stand-in: one HTML page per purchase showing the wallet, asset, network
// and amounts, with Buy and Decline. Its script settles the purchase on the checkout server and
// tells the opener, at the exact origin of `redirectUrl` (never '*'), how it ended.
import type { OnrampPurchase } from './onrampPurchases'

export const CHECKOUT_MESSAGE_SOURCE = 'airlock-onramp-checkout'

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

const PROVIDER_TITLES: Record<OnrampPurchase['provider'], string> = {
  coinbase: 'Sandbox on-ramp: provider A',
  meld: 'Sandbox on-ramp: provider B',
}

const STYLE = `body{font:16px system-ui,sans-serif;margin:0;background:#f4f5f7;color:#141414}
main{max-width:420px;margin:32px auto;background:#fff;border-radius:16px;padding:24px}
h1{font-size:20px;margin:0 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}
dt{color:#555}dd{margin:0;word-break:break-all;font-weight:600}
button{font:inherit;padding:12px 20px;border-radius:12px;border:0;cursor:pointer;margin-right:8px}
#buy{background:#0a57d0;color:#fff}#decline{background:#e4e7ec;color:#141414}
#result{margin-top:16px;font-weight:600}`

export function checkoutPage(purchase: OnrampPurchase, openerOrigin: string | undefined): string {
  const row = (label: string, testId: string, value: string) =>
    `<dt>${escapeHtml(label)}</dt><dd data-testid="${testId}">${escapeHtml(value)}</dd>`
  const config = JSON.stringify({ id: purchase.id, openerOrigin: openerOrigin ?? null, source: CHECKOUT_MESSAGE_SOURCE })
  // JSON inside <script>: "<" escaped so a crafted value cannot close the tag.
  const script = `const cfg=${config.replace(/</g, '\\u003c')};
const result=document.getElementById('result');
async function settle(action){
  for(const b of document.querySelectorAll('button'))b.disabled=true;
  result.textContent=action==='buy'?'Processing payment…':'Declining…';
  let body;
  try{const r=await fetch('purchases/'+encodeURIComponent(cfg.id)+'/'+action,{method:'POST'});body=await r.json()}
  catch(e){body={status:'ONRAMP_TRANSACTION_STATUS_FAILED',reason:String(e)}}
  const ok=body.status==='ONRAMP_TRANSACTION_STATUS_SUCCESS';
  result.dataset.status=body.status||'';
  result.textContent=ok?'Purchase complete: '+body.purchaseAmount+' '+body.purchaseCurrency+' sent. You can close this window.':'Purchase failed: '+(body.reason||'unknown error');
  if(window.opener&&cfg.openerOrigin)window.opener.postMessage({source:cfg.source,purchaseId:cfg.id,status:body.status},cfg.openerOrigin);
}
document.getElementById('buy').addEventListener('click',()=>settle('buy'));
document.getElementById('decline').addEventListener('click',()=>settle('decline'));`
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${escapeHtml(PROVIDER_TITLES[purchase.provider])}</title><style>${STYLE}</style></head><body><main>` +
    `<h1>${escapeHtml(PROVIDER_TITLES[purchase.provider])}</h1>` +
    `<p>Sandbox checkout: nothing is charged; Buy delivers on the local devnet.</p><dl>` +
    row('Wallet', 'onramp-checkout-wallet', purchase.address) +
    row('Asset', 'onramp-checkout-asset', purchase.purchaseCurrency) +
    row('Network', 'onramp-checkout-network', purchase.network) +
    row('You pay', 'onramp-checkout-payment', `${purchase.paymentAmount} ${purchase.paymentCurrency}`) +
    row('You receive', 'onramp-checkout-amount', `${purchase.purchaseAmount} ${purchase.purchaseCurrency}`) +
    `</dl><button id="buy" type="button" data-testid="onramp-checkout-buy">Buy</button>` +
    `<button id="decline" type="button" data-testid="onramp-checkout-decline">Decline</button>` +
    `<p id="result" role="status" data-testid="onramp-checkout-result"></p>` +
    `<script>${script}</script></main></body></html>`
  )
}

export function checkoutErrorPage(message: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout error</title></head>` +
    `<body><main><h1>Checkout error</h1><p role="alert">${escapeHtml(message)}</p></main></body></html>`
  )
}
