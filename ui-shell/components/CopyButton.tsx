import { SNACKBAR } from '../../kernel'
import { useService } from '../kit/useService'
import { Button, type ButtonProps } from './Button'
import { Icon } from './icons'

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  text: string
  /** Snack shown after copying: "Address copied", "Link copied", ... */
  successMessage?: string
  'data-testid'?: string
}

/** Copies `text` to the clipboard and reports it through the kit's snackbar. */
export function CopyButton({ text, successMessage = 'Copied', children = 'Copy', variant = 'neutral', 'data-testid': testId = 'wui-link-copy', ...rest }: CopyButtonProps) {
  const snackbar = useService(SNACKBAR)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      snackbar.showSuccess(successMessage)
    } catch {
      snackbar.showError('Failed to copy')
    }
  }
  return (
    <Button variant={variant} icon={<Icon name="copy" />} onClick={() => void copy()} data-testid={testId} {...rest}>
      {children}
    </Button>
  )
}
