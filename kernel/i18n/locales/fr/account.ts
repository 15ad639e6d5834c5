import type { Catalogue } from '../../defineMessages'

// Core messages in fr: account.
const messages: Catalogue = {}

export default messages
