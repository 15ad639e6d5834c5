import type { Catalogue } from '../../defineMessages'

// Core messages in it: connect.
const messages: Catalogue = {}

export default messages
