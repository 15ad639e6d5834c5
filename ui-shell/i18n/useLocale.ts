import { I18N, type LocaleState } from '../../kernel'
import { useStoreState } from '../hooks/useStoreState'
import { useService } from '../kit/useService'

/** The kit's locale and text direction. */
export const useLocale = (): LocaleState => useStoreState(useService(I18N).state)
