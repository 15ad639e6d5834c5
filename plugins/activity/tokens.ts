import { createToken } from '../../kernel/plugin'
import type { ActivityService } from './createActivityService'

/** The activity service of one kit, for this plugin's views. Other plugins use ACTIVITY_PENDING (contract.ts). */
export const ACTIVITY = /*#__PURE__*/ createToken<ActivityService>('activity.service')
