import type { Catalogue } from '../../defineMessages'

// Core messages in ko: shell.
const messages: Catalogue = {}

export default messages
