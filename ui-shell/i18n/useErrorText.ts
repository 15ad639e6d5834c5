import { useCallback } from 'react'
import { I18N, errorText } from '../../kernel'
import { useStoreState } from '../hooks/useStoreState'
import { useService } from '../kit/useService'

/**
 * Words anything thrown for the visitor: a catalogued error (a chain plugin's typed error) in the
 * kit's locale, re-worded when the locale changes; any other error as it came.
 */
export function useErrorText(): (error: unknown) => string {
  const i18n = useService(I18N)
  const { revision } = useStoreState(i18n.state)
  // The revision is a dependency on purpose: a new locale must give views a new function.
  return useCallback((error: unknown) => errorText(i18n, error), [i18n, revision])
}
