import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import styled from 'styled-components'
import { Flex, radius, useMessages, vars } from '../../../ui-shell/components'
import { codeStepMessages } from './messages'

export const OTP_LENGTH = 6

const Digit = styled.input`
  box-sizing: border-box;
  width: 44px;
  height: 52px;
  border: 0;
  border-radius: ${radius.s};
  box-shadow: inset 0 0 0 1px ${vars.border};
  background: ${vars.surface};
  color: ${vars.foreground};
  font: inherit;
  font-size: 20px;
  text-align: center;
  &:focus {
    outline: none;
    box-shadow: inset 0 0 0 2px ${vars.accent};
  }
  &:disabled {
    opacity: 0.6;
  }
`

/**
 * `wui-otp-input`: six one-digit inputs. Typing moves on, Backspace moves back, a pasted code
 * fills them all; `onComplete` fires when the sixth digit arrives (auto-submit).
 */
export function OtpInput(props: { value: string; onChange(value: string): void; onComplete(code: string): void; disabled?: boolean; invalid?: boolean }) {
  const { value, onChange, onComplete, disabled, invalid } = props
  const t = useMessages(codeStepMessages)
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  const focus = (index: number) => inputs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus()

  const update = (next: string) => {
    const code = next.replace(/\D/g, '').slice(0, OTP_LENGTH)
    onChange(code)
    if (code.length === OTP_LENGTH) onComplete(code)
    return code
  }

  const typeAt = (index: number, typed: string) => {
    const digits = typed.replace(/\D/g, '')
    if (!digits) return
    const code = update(value.slice(0, index) + digits)
    focus(code.length)
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault()
      const cut = value.length > index ? index : index - 1
      update(value.slice(0, Math.max(0, cut)))
      focus(cut)
    } else if (event.key === 'ArrowLeft') focus(index - 1)
    else if (event.key === 'ArrowRight') focus(index + 1)
  }

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const code = update(event.clipboardData.getData('text'))
    focus(code.length)
  }

  return (
    <Flex gap={8} justify="center" data-testid="wui-otp-input" role="group" aria-label={t('digits')}>
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <Digit
          key={index}
          ref={(el) => void (inputs.current[index] = el)}
          value={value[index] ?? ''}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={OTP_LENGTH}
          aria-label={t('digit', { n: index + 1, total: OTP_LENGTH })}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          autoFocus={index === 0}
          onChange={(event) => typeAt(index, event.target.value.slice(value[index] ? 1 : 0) || event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </Flex>
  )
}
