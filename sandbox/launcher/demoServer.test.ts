import { afterEach, describe, expect, it } from 'vitest'
import { startDemoServer, type DemoServer } from './demoServer'

describe('startDemoServer', () => {
  let server: DemoServer | undefined
  afterEach(async () => {
    await server?.close()
    server = undefined
  })

  it('issue-4 launcher: serves its route table on loopback; routes added later are served at once', async () => {
    server = await startDemoServer({ routes: new Map([['/', { contentType: 'text/html', body: () => '<p>hi</p>' }]]) })
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`)

    const page = await fetch(`${server.url}/?wallets=injected`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html')
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(await page.text()).toBe('<p>hi</p>')

    expect((await fetch(`${server.url}/app.js`)).status).toBe(404)
    server.routes.set('/app.js', { contentType: 'text/javascript', body: async () => 'console.log(1)' })
    expect(await (await fetch(`${server.url}/app.js`)).text()).toBe('console.log(1)')
  })

  it('issue-4 launcher: HEAD has no body, other methods get 405, a failing route 500 with the reason', async () => {
    server = await startDemoServer({
      routes: new Map([
        ['/', { contentType: 'text/plain', body: () => 'ok' }],
        ['/broken', { contentType: 'text/plain', body: () => Promise.reject(new Error('bundle failed')) }],
      ]),
    })
    const head = await fetch(server.url, { method: 'HEAD' })
    expect([head.status, head.headers.get('content-length'), await head.text()]).toEqual([200, '2', ''])
    expect((await fetch(server.url, { method: 'POST' })).status).toBe(405)
    const broken = await fetch(`${server.url}/broken`)
    expect([broken.status, await broken.text()]).toEqual([500, 'Demo server error on /broken: bundle failed'])
  })

  it("issue-29 launcher: a route's own headers (a test page's Content-Security-Policy) are sent with it", async () => {
    const csp = "default-src 'self'"
    server = await startDemoServer({ routes: new Map([['/', { contentType: 'text/html', body: () => 'ok', headers: { 'content-security-policy': csp } }]]) })
    const page = await fetch(server.url)
    expect([page.headers.get('content-security-policy'), page.headers.get('cache-control')]).toEqual([csp, 'no-store'])
  })

  it('issue-4 launcher: close() returns while a client holds a keep-alive connection', async () => {
    server = await startDemoServer({ routes: new Map([['/', { contentType: 'text/plain', body: () => 'ok' }]]) })
    await (await fetch(server.url)).text()
    const closing = server.close()
    server = undefined
    await closing
  })
})
