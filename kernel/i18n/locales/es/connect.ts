import type { Catalogue } from '../../defineMessages'

// Core messages in es: connect.
const messages: Catalogue = {}

export default messages
