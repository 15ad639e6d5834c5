import type { Catalogue } from '../../defineMessages'

// Core messages in id: account.
const messages: Catalogue = {}

export default messages
