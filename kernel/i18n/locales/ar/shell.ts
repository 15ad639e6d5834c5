import type { Catalogue } from '../../defineMessages'

// Core messages in ar: shell.
const messages: Catalogue = {}

export default messages
