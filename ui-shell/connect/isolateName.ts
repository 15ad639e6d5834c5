import type { TextDirection } from '../../kernel'

/**
 * A name put into a right-to-left sentence, wrapped in Unicode's first-strong isolate
 * (FSI…PDI): "Airlock Wallet 1" keeps its own order and its trailing digit or punctuation
 * stays with it. Left-to-right text needs none, so English text stays byte-for-byte AppKit's.
 */
export function isolateName(name: string, dir: TextDirection): string {
  return dir === 'rtl' ? `\u2068${name}\u2069` : name
}
