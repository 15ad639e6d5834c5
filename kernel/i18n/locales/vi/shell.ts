import type { Catalogue } from '../../defineMessages'

// Core messages in vi: shell.
const messages: Catalogue = {}

export default messages
