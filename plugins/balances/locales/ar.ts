import type { Catalogue } from '../../../kernel/plugin'

// The balances plugin's messages in ar.
const messages: Catalogue = {
  'TokensTab.loading': 'جارٍ تحميل الرموز',
  'TokensTab.list': 'الرموز',
  'TokensTab.emptyTitle': 'ليس لديك رموز بعد',
  'TokensTab.emptyDescription': 'تظهر هنا الرموز التي تملكها على هذه الشبكة',
  'tabs.tokens': 'الرموز',
}

export default messages
