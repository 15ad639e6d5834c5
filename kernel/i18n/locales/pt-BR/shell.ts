import type { Catalogue } from '../../defineMessages'

// Core messages in pt-BR: shell.
const messages: Catalogue = {}

export default messages
