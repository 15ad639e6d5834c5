import { describe, expect, it } from 'vitest'
import { createDemoRoutes } from './demoRoutes'

describe('demo routes', () => {
  const routes = createDemoRoutes({ services: () => [], walletsConfig: { rpcUrls: {} }, walletsBundle: async () => '' })

  it('serves a favicon, so a page load logs no 404', async () => {
    const icon = routes.get('/favicon.ico')!
    expect(icon.contentType).toBe('image/png')
    const body = Buffer.from(await icon.body())
    expect(body.subarray(1, 4).toString('latin1')).toBe('PNG')
  })
})
