import type { Catalogue } from '../../defineMessages'

// Core messages in fr: shell.
const messages: Catalogue = {}

export default messages
