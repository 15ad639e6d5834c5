import type { Catalogue } from '../../defineMessages'

// Core messages in ja: connect.
const messages: Catalogue = {}

export default messages
