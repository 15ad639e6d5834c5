import type { Catalogue } from '../../defineMessages'

// Core messages in hi: account.
const messages: Catalogue = {}

export default messages
