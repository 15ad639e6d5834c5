import type { Catalogue } from '../../defineMessages'

// Core messages in pt-BR: connect.
const messages: Catalogue = {}

export default messages
