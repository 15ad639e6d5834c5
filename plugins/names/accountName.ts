// Spec §5 "Account name (registration)": letters, digits and hyphens only, at least 4 characters.
import { formatMessage } from '../../kernel/plugin'
import { nameErrorMessages, type NameErrorKey } from './nameMessages'

/**
 * The zone registered names end in. The spec withholds the provider's suffix; this is the one
 * the provider's name service (and the sandbox) answers for, as in `alice.reown.id`.
 */
export const NAME_ZONE = 'reown.id'

export const MIN_NAME_LENGTH = 4

/** The rules' messages in English (spec §5); views word them through `nameErrorMessages`. */
export const NameErrors = {
  tooShort: formatMessage(nameErrorMessages.en.tooShort, { min: MIN_NAME_LENGTH }, 'en'),
  invalid: nameErrorMessages.en.invalid,
} as const

const ALLOWED = /^[a-zA-Z0-9-]*$/

/** Whether a typed character may enter the field (NAME-02): the keys outside the set are refused. */
export const isAllowedNameText = (text: string): boolean => ALLOWED.test(text)

/** What is wrong with a label, as a message key (its values: `min`), or undefined when it may be registered. */
export function accountNameProblem(label: string): Extract<NameErrorKey, 'invalid' | 'tooShort'> | undefined {
  if (!ALLOWED.test(label)) return 'invalid'
  if (label.length < MIN_NAME_LENGTH) return 'tooShort'
  return undefined
}

/** The form's message for a label in English, or undefined when it may be registered. */
export function validateAccountName(label: string): string | undefined {
  const problem = accountNameProblem(label)
  return problem && NameErrors[problem]
}

/** `alice` → `alice.reown.id`; a label already carrying the zone is kept. */
export function fullAccountName(label: string): string {
  const lower = label.trim().toLowerCase()
  return lower.endsWith(`.${NAME_ZONE}`) ? lower : `${lower}.${NAME_ZONE}`
}

/** `alice.reown.id` → `alice`: what the suggestions list shows as the part to type. */
export function nameLabel(name: string): string {
  const dot = name.indexOf('.')
  return dot < 0 ? name : name.slice(0, dot)
}
