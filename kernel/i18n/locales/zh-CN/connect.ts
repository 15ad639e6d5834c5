import type { Catalogue } from '../../defineMessages'

// Core messages in zh-CN: connect.
const messages: Catalogue = {}

export default messages
