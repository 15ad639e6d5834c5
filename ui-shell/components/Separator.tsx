import styled from 'styled-components'
import { fontSize, vars } from '../theme/tokens'

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  color: ${vars.foregroundSecondary};
  font-size: ${fontSize.small};
  &::before, &::after { content: ''; flex: 1; height: 1px; background: ${vars.border}; }
`

export interface SeparatorProps {
  /** Text in the middle, e.g. "or". */
  text?: string
  'data-testid'?: string
}

export function Separator({ text, ...rest }: SeparatorProps) {
  return (
    <Root role="separator" aria-label={text} {...rest}>
      {text}
    </Root>
  )
}
