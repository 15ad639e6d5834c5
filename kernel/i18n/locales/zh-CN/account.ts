import type { Catalogue } from '../../defineMessages'

// Core messages in zh-CN: account.
const messages: Catalogue = {}

export default messages
