import type { Catalogue } from '../../defineMessages'

// Core messages in it: shell.
const messages: Catalogue = {}

export default messages
