import type { Catalogue } from '../../defineMessages'

// Core messages in he: account.
const messages: Catalogue = {}

export default messages
