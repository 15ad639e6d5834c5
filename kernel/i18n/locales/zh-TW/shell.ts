import type { Catalogue } from '../../defineMessages'

// Core messages in zh-TW: shell.
const messages: Catalogue = {}

export default messages
