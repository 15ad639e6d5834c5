import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'
import styled from 'styled-components'
import { fontSize, radius, vars } from '../theme/tokens'
import { Text } from './Text'
import { VisuallyHidden } from './VisuallyHidden'

const Field = styled.span<{ $invalid?: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  height: 40px;
  padding: 0 12px;
  border-radius: ${radius.m};
  background: ${vars.surface};
  color: ${vars.foregroundSecondary};
  box-shadow: inset 0 0 0 1px ${({ $invalid }) => ($invalid ? vars.error : vars.border)};
  &:focus-within { box-shadow: inset 0 0 0 1px ${vars.accent}, 0 0 0 3px color-mix(in srgb, ${vars.accent} 25%, transparent); }
  input {
    all: unset;
    flex: 1;
    min-width: 0;
    font-family: inherit;
    font-size: ${fontSize.paragraph};
    color: ${vars.foreground};
  }
  input::placeholder { color: ${vars.foregroundTertiary}; }
`

const Wrap = styled.span`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
`

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The accessible name; visible unless hideLabel. */
  label: string
  hideLabel?: boolean
  /** An icon or control before the text. */
  leading?: ReactNode
  trailing?: ReactNode
  /** Shown below and announced (aria-describedby); marks the field invalid. */
  error?: string
  'data-testid'?: string
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, hideLabel, leading, trailing, error, id, 'data-testid': testId = 'wui-input-text', ...rest },
  ref,
) {
  const autoId = useId()
  const inputId = id ?? `input-${autoId}`
  const errorId = `${inputId}-error`
  return (
    <Wrap>
      {hideLabel ? (
        <VisuallyHidden as="label" htmlFor={inputId}>
          {label}
        </VisuallyHidden>
      ) : (
        <Text as="label" htmlFor={inputId} variant="small-500" color="secondary">
          {label}
        </Text>
      )}
      <Field $invalid={Boolean(error)}>
        {leading}
        <input ref={ref} id={inputId} data-testid={testId} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest} />
        {trailing}
      </Field>
      {error ? (
        <Text id={errorId} variant="small-400" color="error">
          {error}
        </Text>
      ) : null}
    </Wrap>
  )
})
