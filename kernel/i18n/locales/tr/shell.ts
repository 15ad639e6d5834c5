import type { Catalogue } from '../../defineMessages'

// Core messages in tr: shell.
const messages: Catalogue = {}

export default messages
