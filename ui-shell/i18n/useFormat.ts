import { I18N, formattersFor, type Formatters } from '../../kernel'
import { useStoreState } from '../hooks/useStoreState'
import { useService } from '../kit/useService'

/** Intl's number, money and date formatters for the kit's locale. */
export function useFormat(): Formatters {
  const { locale } = useStoreState(useService(I18N).state)
  return formattersFor(locale)
}
