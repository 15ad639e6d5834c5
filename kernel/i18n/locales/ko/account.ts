import type { Catalogue } from '../../defineMessages'

// Core messages in ko: account.
const messages: Catalogue = {}

export default messages
