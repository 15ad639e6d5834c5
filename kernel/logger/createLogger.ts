import type { Logger } from '../plugins/types'

/** Console logger; debug lines only when the host asked for `debug: true`. */
export function createLogger(options: { debug?: boolean; prefix?: string } = {}): Logger {
  const prefix = options.prefix ?? '[airlock]'
  return {
    debug: (...args) => {
      if (options.debug) console.debug(prefix, ...args)
    },
    warn: (...args) => console.warn(prefix, ...args),
    error: (...args) => console.error(prefix, ...args),
  }
}
