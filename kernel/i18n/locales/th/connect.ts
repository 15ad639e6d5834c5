import type { Catalogue } from '../../defineMessages'

// Core messages in th: connect.
const messages: Catalogue = {}

export default messages
