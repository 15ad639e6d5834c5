import type { Catalogue } from '../../defineMessages'

// Core messages in he: shell.
const messages: Catalogue = {}

export default messages
