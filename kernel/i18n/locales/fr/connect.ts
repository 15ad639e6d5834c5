import type { Catalogue } from '../../defineMessages'

// Core messages in fr: connect.
const messages: Catalogue = {}

export default messages
