import type { Catalogue } from '../../defineMessages'
import account from './account'
import connect from './connect'
import shell from './shell'

// One chunk per locale: every core message in uk. The parts are files only so that
// translators of different views do not edit the same one.
const messages: Catalogue = { ...shell, ...connect, ...account }

export default messages
