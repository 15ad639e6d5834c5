import type { Catalogue } from '../../defineMessages'

// Core messages in ko: connect.
const messages: Catalogue = {}

export default messages
