import type { Catalogue } from '../../defineMessages'

// Core messages in ja: account.
const messages: Catalogue = {}

export default messages
