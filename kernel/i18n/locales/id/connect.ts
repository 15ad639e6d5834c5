import type { Catalogue } from '../../defineMessages'

// Core messages in id: connect.
const messages: Catalogue = {}

export default messages
