import type { Catalogue } from '../../defineMessages'

// Core messages in tr: connect.
const messages: Catalogue = {}

export default messages
