import type { Catalogue } from '../../defineMessages'

// Core messages in ru: shell.
const messages: Catalogue = {}

export default messages
