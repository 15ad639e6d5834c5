import type { Catalogue } from '../../defineMessages'

// Core messages in de: shell.
const messages: Catalogue = {}

export default messages
