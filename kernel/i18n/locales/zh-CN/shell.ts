import type { Catalogue } from '../../defineMessages'

// Core messages in zh-CN: shell.
const messages: Catalogue = {}

export default messages
