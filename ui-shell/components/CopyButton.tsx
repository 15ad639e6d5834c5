import { SNACKBAR } from '../../kernel'
import { useMessages } from '../i18n/useMessages'
import { useService } from '../kit/useService'
import { Button, type ButtonProps } from './Button'
import { componentMessages } from './componentMessages'
import { Icon } from './icons'

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  text: string
  /** Snack shown after copying: "Address copied", "Link copied", ... */
  successMessage?: string
  'data-testid'?: string
}

/** Copies `text` to the clipboard and reports it through the kit's snackbar. */
export function CopyButton({ text, successMessage, children, variant = 'neutral', 'data-testid': testId = 'wui-link-copy', ...rest }: CopyButtonProps) {
  const snackbar = useService(SNACKBAR)
  const t = useMessages(componentMessages)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      snackbar.showSuccess(successMessage ?? t('copied'))
    } catch {
      snackbar.showError(t('failedToCopy'))
    }
  }
  return (
    <Button variant={variant} icon={<Icon name="copy" />} onClick={() => void copy()} data-testid={testId} {...rest}>
      {children ?? t('copy')}
    </Button>
  )
}
