import type { Catalogue } from '../../defineMessages'

// Core messages in de: connect.
const messages: Catalogue = {}

export default messages
