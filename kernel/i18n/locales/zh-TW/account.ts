import type { Catalogue } from '../../defineMessages'

// Core messages in zh-TW: account.
const messages: Catalogue = {}

export default messages
