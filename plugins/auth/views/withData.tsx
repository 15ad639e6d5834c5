import type { ReactNode } from 'react'

/** Stands for a value while a sentence is formatted, so the value can be put back as an element. */
export const DATA = '\u0001'

/**
 * A translated sentence formatted with `DATA` as its value, the value put back as data: isolated
 * (an email keeps its order inside Arabic or Hebrew text), left to right and never translated.
 */
export function withData(sentence: string, value: string): ReactNode {
  const [before, ...rest] = sentence.split(DATA)
  if (rest.length === 0) return sentence
  return (
    <>
      {before}
      <bdi dir="ltr" translate="no">
        {value}
      </bdi>
      {rest.join(value)}
    </>
  )
}
