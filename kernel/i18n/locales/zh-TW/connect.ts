import type { Catalogue } from '../../defineMessages'

// Core messages in zh-TW: connect.
const messages: Catalogue = {}

export default messages
