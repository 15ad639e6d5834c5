import type { Catalogue } from '../../defineMessages'

// Core messages in it: account.
const messages: Catalogue = {}

export default messages
