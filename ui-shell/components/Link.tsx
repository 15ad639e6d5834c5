import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react'
import styled from 'styled-components'
import { fontSize, radius, vars } from '../theme/tokens'
import { Icon } from './icons'

const style = `
  all: unset;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  cursor: pointer;
  font-family: inherit;
  font-weight: 500;
  border-radius: ${radius.xs};
  color: ${vars.accentText};
  text-decoration: underline;
  text-underline-offset: 2px;
  &:focus-visible { outline: 2px solid ${vars.accent}; outline-offset: 2px; }
`
const Anchor = styled.a<{ $size: string }>`${style} font-size: ${({ $size }) => $size};`
const Plain = styled.button<{ $size: string }>`${style} font-size: ${({ $size }) => $size};`

type Common = { children: ReactNode; size?: keyof typeof fontSize; 'data-testid'?: string }
export type LinkProps =
  | (Common & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string })
  | (Common & ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined })

/** A text link: an anchor opening in a new tab when given href, else a link-styled button. */
export function Link(props: LinkProps) {
  const { size = 'small', children, ...rest } = props
  if (rest.href !== undefined) {
    const anchor = rest as AnchorHTMLAttributes<HTMLAnchorElement>
    return (
      <Anchor $size={fontSize[size]} target="_blank" rel="noopener noreferrer" {...anchor}>
        {children}
        <Icon name="externalLink" size={12} />
      </Anchor>
    )
  }
  return (
    <Plain $size={fontSize[size]} type="button" {...(rest as ButtonHTMLAttributes<HTMLButtonElement>)}>
      {children}
    </Plain>
  )
}
