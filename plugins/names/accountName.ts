// Spec §5 "Account name (registration)": letters, digits and hyphens only, at least 4 characters.

/**
 * The zone registered names end in. The spec withholds the provider's suffix; this is the one
 * the provider's name service (and the sandbox) answers for, as in `alice.reown.id`.
 */
export const NAME_ZONE = 'reown.id'

export const MIN_NAME_LENGTH = 4

export const NameErrors = {
  tooShort: `Name must be at least ${MIN_NAME_LENGTH} characters long`,
  invalid: 'The value is not a valid username',
} as const

const ALLOWED = /^[a-zA-Z0-9-]*$/

/** Whether a typed character may enter the field (NAME-02): the keys outside the set are refused. */
export const isAllowedNameText = (text: string): boolean => ALLOWED.test(text)

/** The form's message for a label, or undefined when it may be registered. */
export function validateAccountName(label: string): string | undefined {
  if (!ALLOWED.test(label)) return NameErrors.invalid
  if (label.length < MIN_NAME_LENGTH) return NameErrors.tooShort
  return undefined
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
