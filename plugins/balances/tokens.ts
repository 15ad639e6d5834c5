import { createToken } from '../../kernel/plugin'
import type { BalancesService } from './createBalancesService'

/**
 * The balances service of one kit, registered by activate(). Local to this plugin: other plugins
 * read balances from ACCOUNT_STORE (balance, balanceSymbol, tokenBalance), never from here.
 */
export const BALANCES = /*#__PURE__*/ createToken<BalancesService>('balances.service')
