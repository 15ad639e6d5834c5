import type { Catalogue } from '../../defineMessages'

// Core messages in es: account.
const messages: Catalogue = {}

export default messages
