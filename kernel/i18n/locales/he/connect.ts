import type { Catalogue } from '../../defineMessages'

// Core messages in he: connect.
const messages: Catalogue = {}

export default messages
