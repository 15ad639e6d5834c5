import type { Catalogue } from '../../defineMessages'

// Core messages in fa: account.
const messages: Catalogue = {}

export default messages
