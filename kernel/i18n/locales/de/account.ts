import type { Catalogue } from '../../defineMessages'

// Core messages in de: account.
const messages: Catalogue = {}

export default messages
