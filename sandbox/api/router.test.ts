import { describe, expect, it } from 'vitest'
import { compilePattern, createRouter } from './router'

describe('route patterns (shared by routes and fault targets)', () => {
  it('SBX-39 `:name` takes one decoded segment, `*` the rest, literals must match', () => {
    const p = compilePattern('/v1/sessions/:address/revoke')
    expect(p.match('/v1/sessions/eip155%3A1%3A0xabc/revoke')).toEqual({ address: 'eip155:1:0xabc' })
    expect(p.match('/v1/sessions/0xabc')).toBeUndefined()
    expect(p.match('/v1/sessions/0xabc/revoke/more')).toBeUndefined()
    expect(compilePattern('/v1/profile/*').match('/v1/profile/account/a.reown.id')).toEqual({ '*': 'account/a.reown.id' })
    expect(compilePattern('/getWallets').match('/getWallets')).toEqual({})
  })

  it('SBX-39 the more literal route wins, whatever the mount order', () => {
    const router = createRouter()
    router.registrar.get('/v1/account/:address/:kind', () => ({ json: 'generic' }))
    router.registrar.get('/v1/account/:address/history', () => ({ json: 'history' }))
    expect(router.find('GET', '/v1/account/0xabc/history')?.pattern).toBe('/v1/account/:address/history')
    expect(router.find('GET', '/v1/account/0xabc/balance')?.pattern).toBe('/v1/account/:address/:kind')
    expect(router.find('POST', '/v1/account/0xabc/balance')).toBeUndefined()
  })
})
