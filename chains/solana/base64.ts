// The SDK's base64 (kernel/format), where this plugin's files have always imported it from.
export { decodeBase64, encodeBase64 } from '../../kernel/plugin'
