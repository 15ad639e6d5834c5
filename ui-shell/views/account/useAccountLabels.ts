import { I18N, manifestMessageKey } from '../../../kernel'
import { useMessages, useService } from '../../components'
import { accountMessages, type AccountMessageKey } from './accountMessages'

// The spec's tabs and AppKit's four wallet features have core translations, used when the
// plugin's pack has none for its manifest's English label.
const TAB_KEYS: Readonly<Record<string, AccountMessageKey>> = { tokens: 'tokens', nfts: 'nfts', activity: 'activity' }
const ACTION_KEYS: Readonly<Record<string, AccountMessageKey>> = { onramp: 'buy', swaps: 'swap', receive: 'receive', send: 'send' }

type Label = (entry: { id: string; label?: string }) => string

/** Labels of the Account view's tabs and actions: the plugin's translation, else the core one, else the manifest's English. */
export function useAccountLabels(): { tabLabel: Label; actionLabel: Label } {
  const t = useMessages(accountMessages)
  const i18n = useService(I18N)
  const labelOf = (keys: Readonly<Record<string, AccountMessageKey>>, key: (id: string) => string): Label => ({ id, label }) => {
    const core = keys[id]
    const english = label ?? (core ? accountMessages.en[core] : id)
    const translated = i18n.manifestText(key(id), english)
    // No pack translated it: the core's word, if the manifest kept the spec's English.
    return translated === english && core && english === accountMessages.en[core] ? t(core) : translated
  }
  return { tabLabel: labelOf(TAB_KEYS, manifestMessageKey.tab), actionLabel: labelOf(ACTION_KEYS, manifestMessageKey.action) }
}
