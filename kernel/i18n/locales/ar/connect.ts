import type { Catalogue } from '../../defineMessages'

// Core messages in ar: connect.
const messages: Catalogue = {}

export default messages
