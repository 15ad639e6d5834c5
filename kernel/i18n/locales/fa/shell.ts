import type { Catalogue } from '../../defineMessages'

// Core messages in fa: shell.
const messages: Catalogue = {}

export default messages
