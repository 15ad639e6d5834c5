import type { Catalogue } from '../../defineMessages'

// Core messages in fa: connect.
const messages: Catalogue = {}

export default messages
