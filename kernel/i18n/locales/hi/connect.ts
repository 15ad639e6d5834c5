import type { Catalogue } from '../../defineMessages'

// Core messages in hi: connect.
const messages: Catalogue = {}

export default messages
