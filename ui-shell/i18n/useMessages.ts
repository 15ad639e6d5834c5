import { useMemo } from 'react'
import { I18N, formatMessage, type MessageValues, type Messages } from '../../kernel'
import { useStoreState } from '../hooks/useStoreState'
import { useService } from '../kit/useService'

export type Translate<K extends string> = (key: K, values?: MessageValues) => string

/**
 * The text of `messages` in the kit's locale. While the locale's chunk of their pack is loading
 * the view suspends (the router shows its skeleton), so no frame mixes two languages.
 */
export function useMessages<K extends string>(messages: Messages<K>): Translate<K> {
  const i18n = useService(I18N)
  const { revision } = useStoreState(i18n.state)
  if (!i18n.isReady(messages.pack)) throw i18n.ready(messages.pack)
  return useMemo<Translate<K>>(
    // English before the runtime has loaded needs no catalogue: the text is the view's own.
    () => (key, values) => (i18n.loaded ? i18n.text(messages, key, values) : formatMessage(messages.en[key], values, 'en')),
    // The revision is a dependency on purpose: new messages must give views a new function.
    [i18n, messages, revision, i18n.loaded],
  )
}
