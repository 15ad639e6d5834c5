import type { Catalogue } from '../../defineMessages'

// Core messages in pt-BR: account.
const messages: Catalogue = {}

export default messages
