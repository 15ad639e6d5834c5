import type { Catalogue } from '../../defineMessages'

// Core messages in uk: account.
const messages: Catalogue = {}

export default messages
