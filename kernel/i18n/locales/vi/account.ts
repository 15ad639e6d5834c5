import type { Catalogue } from '../../defineMessages'

// Core messages in vi: account.
const messages: Catalogue = {}

export default messages
