import type { CSSProperties, HTMLAttributes } from 'react'
import styled from 'styled-components'

const Root = styled.div`
  display: flex;
  min-width: 0;
`

export interface FlexProps extends HTMLAttributes<HTMLDivElement> {
  direction?: CSSProperties['flexDirection']
  align?: CSSProperties['alignItems']
  justify?: CSSProperties['justifyContent']
  gap?: number
  /** CSS padding, e.g. '12px 16px'. */
  padding?: string
  wrap?: boolean
  grow?: boolean
}

/** A flex box; layout props become inline styles (CSSOM, allowed under a strict CSP). */
export function Flex({ direction = 'row', align, justify, gap, padding, wrap, grow, style, ...rest }: FlexProps) {
  return (
    <Root
      style={{ flexDirection: direction, alignItems: align, justifyContent: justify, gap, padding, flexWrap: wrap ? 'wrap' : undefined, flexGrow: grow ? 1 : undefined, ...style }}
      {...rest}
    />
  )
}
