import styled from 'styled-components'
import { SNACKBAR, snackMessages } from '../../kernel'
import { useErrorText } from '../i18n/useErrorText'
import { useMessages } from '../i18n/useMessages'
import { useStoreState } from '../hooks/useStoreState'
import { useService } from '../kit/useService'
import { fontSize, radius, vars } from '../theme/tokens'
import { Icon } from './icons'
import { Spinner } from './Spinner'

const Root = styled.div<{ $open: boolean }>`
  position: absolute;
  /* Centred by auto margins, not left + translate: the same in both directions. */
  inset-inline: 16px;
  margin-inline: auto;
  inline-size: fit-content;
  bottom: 16px;
  display: flex;
  align-items: center;
  gap: 8px;
  padding-block: 8px;
  padding-inline: 10px 14px;
  border-radius: ${radius.full};
  background: ${vars.surfaceHover};
  box-shadow: 0 0 0 1px ${vars.border}, 0 8px 24px rgba(0, 0, 0, 0.2);
  color: ${vars.foreground};
  font-size: ${fontSize.small};
  font-weight: 500;
  pointer-events: none;
  transform: translateY(${({ $open }) => ($open ? '0' : '8px')});
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  transition: opacity 150ms ease, transform 150ms ease;
  @media (prefers-reduced-motion: reduce) { transition: none; }
`

const VariantIcon = { success: <Icon name="check" />, error: <Icon name="warning" /> }
const COLOURS = { success: vars.success, error: vars.error, loading: vars.accentText }

/** The kit's snackbar (kernel SNACKBAR store): one message at a time, announced politely. */
export function Snackbar() {
  const { open, message, messageId, words, variant } = useStoreState(useService(SNACKBAR))
  const t = useMessages(snackMessages)
  const say = useErrorText()
  return (
    <Root $open={open} role="status" aria-live="polite" aria-hidden={!open || undefined}>
      {message ? (
        <>
          <span style={{ color: COLOURS[variant], display: 'inline-flex' }}>
            {variant === 'loading' ? <Spinner size={14} label="" /> : VariantIcon[variant]}
          </span>
          <span data-testid="wui-snackbar-message">{words ? say({ words }) : messageId ? t(messageId) : message}</span>
        </>
      ) : null}
    </Root>
  )
}
