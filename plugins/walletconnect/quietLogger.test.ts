import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQuietLogger } from './quietLogger'

afterEach(() => vi.restoreAllMocks())

describe('createQuietLogger (the WalletConnect clients keep no log buffer)', () => {
  it('stores nothing and prints nothing outside debug mode, at any level, in any child', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const logger = createQuietLogger(false)
    const child = logger.child({ context: 'core' }).child({ context: 'core/pairing' })
    for (const l of [logger, child]) {
      l.fatal('x')
      l.error({ big: 'x'.repeat(10_000) }, 'y')
      l.warn('w')
      l.trace('t')
    }
    expect([error.mock.calls.length, warn.mock.calls.length]).toEqual([0, 0])
    expect(logger.level).toBe('silent')
    expect(logger.isLevelEnabled('trace')).toBe(false)
    // Nothing kept on the object: no buffer grows with what was logged.
    expect(JSON.stringify(child).length).toBeLessThan(400)
  })

  it('in debug mode passes warnings and errors to the console, not the chatter below them', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const logger = createQuietLogger(true).child({ context: 'core/relayer' })
    logger.info('Publishing Request Payload')
    logger.debug('d')
    logger.trace('t')
    logger.warn('socket stalled')
    logger.error('publish failed')
    expect(warn.mock.calls).toEqual([['[walletconnect]', 'socket stalled']])
    expect(error.mock.calls).toEqual([['[walletconnect]', 'publish failed']])
    expect(logger.bindings()).toEqual({ context: 'core/relayer' })
    expect(logger.isLevelEnabled('warn')).toBe(true)
    expect(logger.isLevelEnabled('info')).toBe(false)
  })
})
