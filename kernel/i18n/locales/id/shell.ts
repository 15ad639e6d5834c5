import type { Catalogue } from '../../defineMessages'

// Core messages in id: shell.
const messages: Catalogue = {}

export default messages
