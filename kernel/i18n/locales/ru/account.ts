import type { Catalogue } from '../../defineMessages'

// Core messages in ru: account.
const messages: Catalogue = {}

export default messages
