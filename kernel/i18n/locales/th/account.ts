import type { Catalogue } from '../../defineMessages'

// Core messages in th: account.
const messages: Catalogue = {}

export default messages
