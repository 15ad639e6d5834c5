// `airlock/siwe`: AppKit's legacy `siweConfig`, mapped onto SIWX.
export {
  createSIWEConfig,
  type SIWEClient,
  type SIWEConfigArgs,
  type SIWECreateMessageArgs,
  type SIWEMessageParams,
  type SIWESession,
  type SIWEVerifyMessageArgs,
} from './createSIWEConfig'
export { formatMessage, getAddressFromMessage, getChainIdFromMessage } from './formatMessage'
