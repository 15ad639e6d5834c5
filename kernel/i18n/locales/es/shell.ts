import type { Catalogue } from '../../defineMessages'

// Core messages in es: shell.
const messages: Catalogue = {}

export default messages
