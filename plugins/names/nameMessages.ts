import { AirlockError, defineMessages, formatMessage, type MessageValues } from '../../kernel/plugin'

/**
 * What the names plugin tells a visitor went wrong (spec §5, §8 NAME-10/11/16..18). The English is
 * the spec's, pinned by the tests; the views show it in the kit's locale.
 */
export const nameErrorMessages = defineMessages('names', 'NameErrors', {
  tooShort: 'Name must be at least {min} characters long',
  invalid: 'The value is not a valid username',
  taken: 'This name is already registered',
  errorResolvingName: 'Error resolving name',
  errorFetchingNameSuggestions: 'Error fetching name suggestions',
  errorFetchingNamesForAddress: 'Error fetching names for address',
  errorRegisteringName: 'Error registering name {name}',
  addressOrAuthConnectorNotFound: 'Address or auth connector not found',
  signatureDeclined: 'Signature declined',
})

export type NameErrorKey = keyof typeof nameErrorMessages.en

/**
 * An error in the plugin's own words: its message is the English (callers of the service read
 * that), and it keeps the key and values so a view can word it in the visitor's language.
 */
export class NameError extends AirlockError {
  override name = 'NameError'
  constructor(
    readonly key: NameErrorKey,
    readonly values?: MessageValues,
    options?: { cause?: unknown },
  ) {
    super(formatMessage(nameErrorMessages.en[key], values, 'en'), options)
  }
}
