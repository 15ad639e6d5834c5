import type { Catalogue } from '../../defineMessages'

// Core messages in vi: connect.
const messages: Catalogue = {}

export default messages
