import type { Catalogue } from '../../defineMessages'

// Core messages in uk: connect.
const messages: Catalogue = {}

export default messages
