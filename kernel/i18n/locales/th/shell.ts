import type { Catalogue } from '../../defineMessages'

// Core messages in th: shell.
const messages: Catalogue = {}

export default messages
