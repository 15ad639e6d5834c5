import type { Catalogue } from '../../defineMessages'

// Core messages in ja: shell.
const messages: Catalogue = {}

export default messages
