import type { Catalogue } from '../../defineMessages'

// Core messages in ru: connect.
const messages: Catalogue = {}

export default messages
