import type { HTMLAttributes, ReactNode } from 'react'
import styled from 'styled-components'
import { fontSize, vars } from '../theme/tokens'

export type TextVariant =
  | 'title-600'
  | 'large-500'
  | 'large-600'
  | 'paragraph-400'
  | 'paragraph-500'
  | 'paragraph-600'
  | 'small-400'
  | 'small-500'
  | 'tiny-500'
  | 'micro-600'

export type TextColor = 'foreground' | 'secondary' | 'tertiary' | 'accent' | 'success' | 'error' | 'inherit'

const SIZES = { title: fontSize.title, large: fontSize.large, paragraph: fontSize.paragraph, small: fontSize.small, tiny: fontSize.tiny, micro: fontSize.micro }
const COLORS: Record<TextColor, string> = {
  foreground: vars.foreground,
  secondary: vars.foregroundSecondary,
  tertiary: vars.foregroundTertiary,
  accent: vars.accentText,
  success: vars.success,
  error: vars.error,
  inherit: 'inherit',
}

const Root = styled.span<{ $variant: TextVariant; $color: TextColor; $align?: string; $truncate?: boolean }>`
  margin: 0;
  font-family: inherit;
  font-size: ${({ $variant }) => SIZES[$variant.split('-')[0] as keyof typeof SIZES]};
  font-weight: ${({ $variant }) => $variant.split('-')[1]};
  line-height: 1.3;
  letter-spacing: -0.02em;
  color: ${({ $color }) => COLORS[$color]};
  text-align: ${({ $align }) => $align ?? 'inherit'};
  ${({ $truncate }) => ($truncate ? 'overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-width: 0;' : '')}
  /* A cut line takes its direction from its own text (dir=auto: a Latin name in an Arabic view
     loses its end, not its start) but lines up with the view around it, not with that text. */
  ${({ $truncate, $align }) => ($truncate && !$align ? 'text-align: -webkit-match-parent; text-align: match-parent;' : '')}
`

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  variant?: TextVariant
  color?: TextColor
  align?: 'start' | 'center' | 'end'
  truncate?: boolean
  /** The element to render: span by default; h2/p/label where it carries meaning. */
  as?: 'span' | 'p' | 'h1' | 'h2' | 'h3' | 'label' | 'div'
  htmlFor?: string
  children?: ReactNode
}

/** Text in the kit's type scale (sizes are multiples of the master font size, 10px). */
export function Text({ variant = 'paragraph-500', color = 'foreground', align, truncate, as = 'span', ...rest }: TextProps) {
  return <Root as={as} $variant={variant} $color={color} $align={align} $truncate={truncate} dir={truncate ? 'auto' : undefined} {...rest} />
}
