import { Fragment, type ReactNode } from 'react'
import type { MessageValues } from '../../kernel'

// A character no message contains: it marks where an element goes in the translated text.
const MARK = '\u0000'

/**
 * A message with elements in it ("I agree to our {links}"): the translation decides where they
 * go, so the sentence is never glued together from pieces in English word order.
 */
export function richMessage(translate: (values: MessageValues) => string, elements: Readonly<Record<string, ReactNode>>): ReactNode[] {
  const values = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]))
  return translate(values)
    .split(MARK)
    .map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{elements[part]}</Fragment> : part))
    .filter((part) => part !== '')
}
