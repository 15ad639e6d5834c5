import type { ButtonHTMLAttributes, ReactNode } from 'react'
import styled from 'styled-components'
import { fontSize, radius, vars } from '../theme/tokens'

const Root = styled.button`
  all: unset;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  width: 100%;
  height: 96px;
  padding: 10px 4px 8px;
  border-radius: ${radius.l};
  background: ${vars.surface};
  color: ${vars.foreground};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${vars.surfaceHover}; }
  &:focus-visible { outline: 2px solid ${vars.accent}; outline-offset: -2px; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`
const Label = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${fontSize.tiny};
  font-weight: 500;
  color: ${vars.foregroundSecondary};
`
const ImageBox = styled.span`
  position: relative;
  display: inline-flex;
`
const BadgeBox = styled.span`
  position: absolute;
  inset-inline-end: -4px;
  bottom: -4px;
  display: inline-flex;
  padding: 2px;
  border-radius: 50%;
  background: ${vars.success};
  color: ${vars.background};
  box-shadow: 0 0 0 2px ${vars.surface};
`

export interface TileProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The tile's picture (a wallet logo, a token or network image), about 48 px. */
  image: ReactNode
  label: ReactNode
  /** A small mark on the picture's corner (the installed check); decorative. */
  badge?: ReactNode
  'data-testid'?: string
}

/** A square choice in a grid (wallets, tokens, providers): picture, short label, optional badge. */
export function Tile({ image, label, badge, type = 'button', children, ...rest }: TileProps) {
  return (
    <Root type={type} {...rest}>
      <ImageBox>
        {image}
        {badge ? (
          <BadgeBox aria-hidden="true">
            {badge}
          </BadgeBox>
        ) : null}
      </ImageBox>
      <Label>{label}</Label>
      {children}
    </Root>
  )
}
