import { useId, type ReactNode } from 'react'
import styled from 'styled-components'
import { fontSize, radius, vars } from '../theme/tokens'

const Label = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  cursor: pointer;
  font-size: ${fontSize.small};
  color: ${vars.foregroundSecondary};
  line-height: 1.4;
`

const Box = styled.input`
  appearance: none;
  flex: none;
  width: 18px;
  height: 18px;
  margin: 0;
  border-radius: ${radius.xs};
  box-shadow: inset 0 0 0 1.5px ${vars.foregroundTertiary};
  background: transparent;
  cursor: pointer;
  display: grid;
  place-content: center;
  /* A check mark is not mirrored in RTL: the tick is drawn in left-to-right terms. */
  &::after { content: ''; direction: ltr; width: 10px; height: 6px; border: 2px solid ${vars.accentForeground}; border-block-start: 0; border-inline-end: 0; transform: rotate(-45deg) translate(1px, -1px); opacity: 0; }
  &:checked { background: ${vars.accent}; box-shadow: none; }
  &:checked::after { opacity: 1; }
  &:focus-visible { outline: 2px solid ${vars.accent}; outline-offset: 2px; }
`

export interface CheckboxProps {
  checked: boolean
  onChange(checked: boolean): void
  children: ReactNode
  'data-testid'?: string
}

/** A labelled checkbox (the legal checkbox uses it with `w3m-legal-checkbox` on the wrapper). */
export function Checkbox({ checked, onChange, children, 'data-testid': testId }: CheckboxProps) {
  const id = useId()
  return (
    <Label htmlFor={id} data-testid={testId}>
      <Box id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid="wui-checkbox" />
      <span>{children}</span>
    </Label>
  )
}
