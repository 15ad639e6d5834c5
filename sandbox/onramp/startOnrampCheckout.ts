// The two providers' hosted checkouts, on an origin of their own (another port), as a real
// provider's would be: the kit can only open them in a popup and hear back by postMessage.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { quote } from '../api/onrampRoutes'
import { checkoutErrorPage, checkoutPage } from './checkoutPage'
import { deliverPurchase, type DeliveryChains } from './deliverPurchase'
import type { OnrampPurchases } from './onrampPurchases'
import { readCheckoutOrder, type CheckoutOrder } from './readCheckoutOrder'

export const PROVIDER_PAGES = { coinbase: '/provider-a', meld: '/provider-b' } as const

export interface OnrampCheckout {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string
  close(): Promise<void>
}

export interface StartOnrampCheckoutOptions {
  purchases: OnrampPurchases
  chains: DeliveryChains
  host?: '127.0.0.1'
  port?: number
}

const HTML = 'text/html; charset=utf-8'

export async function startOnrampCheckout(opts: StartOnrampCheckoutOptions): Promise<OnrampCheckout> {
  const { purchases, chains } = opts
  const orders = new Map<string, CheckoutOrder>()

  const openPage = (provider: CheckoutOrder['provider'], query: URLSearchParams, res: ServerResponse) => {
    const read = readCheckoutOrder(provider, query)
    if ('missing' in read) return send(res, 400, HTML, checkoutErrorPage(`Missing parameters: ${read.missing.join(', ')}`))
    const { order } = read
    // The same quote the kit was shown, so Buy delivers exactly what was promised.
    const quoted = quote({ amount: order.fiatAmount, paymentCurrency: order.fiatCurrency, purchaseCurrency: order.asset })
    const amount = (quoted.json as { purchaseAmount?: { amount?: string } } | undefined)?.purchaseAmount?.amount
    if (!amount) {
      const reason = (quoted.json as { message?: string } | undefined)?.message ?? 'No quote'
      return send(res, 400, HTML, checkoutErrorPage(reason))
    }
    const purchase = purchases.open({
      provider,
      address: order.address,
      network: order.network,
      purchaseCurrency: order.asset,
      purchaseAmount: amount,
      paymentCurrency: order.fiatCurrency,
      paymentAmount: order.fiatAmount,
    })
    orders.set(purchase.id, order)
    return send(res, 200, HTML, checkoutPage(purchase, order.openerOrigin))
  }

  const settle = async (id: string, action: string, res: ServerResponse) => {
    const purchase = purchases.get(id)
    const order = orders.get(id)
    if (!purchase || !order) return sendJson(res, 404, { message: `Unknown purchase: ${id}` })
    if (purchase.status !== 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS') return sendJson(res, 409, purchase)
    if (action === 'decline') {
      return sendJson(res, 200, purchases.settle(id, { status: 'ONRAMP_TRANSACTION_STATUS_FAILED', reason: 'Declined at checkout' }))
    }
    try {
      const txHash = await deliverPurchase(chains, order, purchase.purchaseAmount)
      return sendJson(res, 200, purchases.settle(id, { status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS', txHash }))
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      return sendJson(res, 200, purchases.settle(id, { status: 'ONRAMP_TRANSACTION_STATUS_FAILED', reason }))
    }
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const action = /^\/purchases\/([^/]+)\/(buy|decline)$/.exec(url.pathname)
    if (req.method === 'GET' && url.pathname === PROVIDER_PAGES.coinbase) return openPage('coinbase', url.searchParams, res)
    if (req.method === 'GET' && url.pathname === PROVIDER_PAGES.meld) return openPage('meld', url.searchParams, res)
    if (req.method === 'POST' && action) {
      req.resume()
      return void settle(decodeURIComponent(action[1]!), action[2]!, res).catch((error: unknown) =>
        sendJson(res, 500, { message: error instanceof Error ? error.message : String(error) }),
      )
    }
    return send(res, 404, HTML, checkoutErrorPage('Not found'))
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
  res.end(body)
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  send(res, status, 'application/json', JSON.stringify(body))
}
