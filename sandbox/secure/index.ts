export { startSecureSite, type SecureSite, type SecureSiteOptions } from './startSecureSite'
export type { Mail } from './mailbox'
