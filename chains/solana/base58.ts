// The SDK's base58 (kernel/format), where this plugin's files have always imported it from.
export { decodeBase58, encodeBase58 } from '../../kernel/plugin'
