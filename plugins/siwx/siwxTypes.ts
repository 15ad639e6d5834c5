// The SIWX shapes live beside the kernel's `siwx` option (one definition, so a host's config is
// checked against the same types the plugin runs on); re-exported here for the plugin's files.
export type { SIWXCacao, SIWXConfig, SIWXKitBinding, SIWXMessage, SIWXMessageData, SIWXMessageInput, SIWXSession } from '../../kernel/plugin'
