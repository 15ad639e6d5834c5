import type { Catalogue } from '../../defineMessages'

// Core messages in tr: account.
const messages: Catalogue = {}

export default messages
