import type { Catalogue } from '../../defineMessages'

// Core messages in uk: shell.
const messages: Catalogue = {}

export default messages
