import type { Catalogue } from '../../defineMessages'

// Core messages in hi: shell.
const messages: Catalogue = {}

export default messages
