import type { Catalogue } from '../../../kernel/plugin'

// The balances plugin's messages in fr.
const messages: Catalogue = {
  'TokensTab.loading': 'Chargement des jetons',
  'TokensTab.list': 'Jetons',
  'TokensTab.emptyTitle': 'Vous n’avez pas encore de jetons',
  'TokensTab.emptyDescription': 'Les jetons que vous détenez sur ce réseau s’affichent ici',
  'tabs.tokens': 'Jetons',
}

export default messages
