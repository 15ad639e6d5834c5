import { errorMessage } from '../../../kernel/plugin'
import { useMessages } from '../../../ui-shell/components'
import { NameError, nameErrorMessages } from '../nameMessages'
import { isUserRejection } from '../nameServiceError'

/**
 * Words an error of the name flow in the kit's locale: the plugin's own errors by their key, a
 * declined signature as such; a reason the name service gave is its text and shows as given.
 */
export function useNameErrorText(): (error: unknown) => string {
  const t = useMessages(nameErrorMessages)
  return (error) => {
    if (isUserRejection(error)) return t('signatureDeclined')
    if (error instanceof NameError) return t(error.key, error.values)
    return errorMessage(error)
  }
}
