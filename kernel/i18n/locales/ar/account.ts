import type { Catalogue } from '../../defineMessages'

// Core messages in ar: account.
const messages: Catalogue = {}

export default messages
