import { useState, type FormEvent, type KeyboardEvent } from 'react'
import styled from 'styled-components'
import { SNACKBAR, defineMessages } from '../../../kernel/plugin'
import { Button, Chip, Flex, Input, ListItem, Spinner, Text, useMessages, useOptionalService, useRouterState, useService } from '../../../ui-shell/components'
import { MIN_NAME_LENGTH, NAME_ZONE, accountNameProblem, fullAccountName, isAllowedNameText, nameLabel } from '../accountName'
import { NAME_SERVICE } from '../contract'
import { nameErrorMessages } from '../nameMessages'
import { useNameErrorText } from './useNameErrorText'
import { useNameSuggestions } from './useNameSuggestions'

const m = defineMessages('names', 'RegisterAccountName', {
  accountName: 'Account name',
  placeholder: 'yourname',
  loadingSuggestions: 'Loading suggestions',
  suggestions: 'Name suggestions',
  registered: 'Registered',
  available: 'Available',
  register: 'Register',
})

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 0 16px 16px;
`

const Suggestions = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`

/**
 * AppKit's RegisterAccountName: the name field (`wui-ens-input`; keys outside letters, digits
 * and hyphens are refused, NAME-02/03), suggestions tagged Registered / Available (NAME-14), and
 * Register, which signs and registers through the name service (NAME-04..09).
 */
export default function RegisterAccountName() {
  const service = useOptionalService(NAME_SERVICE)
  const snackbar = useService(SNACKBAR)
  const { data } = useRouterState()
  const initial = typeof data?.name === 'string' ? nameLabel(data.name) : ''
  const [label, setLabel] = useState(initial)
  const [submitting, setSubmitting] = useState(false)
  // The last registration's error, worded at render so a locale switch rewords it.
  const [failure, setFailure] = useState<unknown>()
  const t = useMessages(m)
  const te = useMessages(nameErrorMessages)
  const errorText = useNameErrorText()

  const problem = label ? accountNameProblem(label) : undefined
  const invalid = problem && te(problem, { min: MIN_NAME_LENGTH })
  const { suggestions, loading, error: suggestionsError } = useNameSuggestions(service, label, Boolean(label) && !invalid)
  // The suggestions tell whether the typed name is free; the service still has the last word.
  const taken = suggestions.some((s) => s.registered && s.name === fullAccountName(label))

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Single printable keys outside the set never enter the field; shortcuts and paste do.
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !isAllowedNameText(event.key)) event.preventDefault()
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!service || invalid || !label || submitting) return
    setSubmitting(true)
    setFailure(undefined)
    try {
      await service.register(label)
    } catch (error) {
      setFailure(error ?? new Error())
      snackbar.show('error', errorText(error))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="w3m-register-account-name-view">
      <div data-testid="wui-ens-input">
        <Input
          label={t('accountName')}
          placeholder={t('placeholder')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={64}
          autoFocus
          value={label}
          onKeyDown={onKeyDown}
          onChange={(e) => {
            setLabel(e.target.value.trim())
            setFailure(undefined)
          }}
          error={invalid ?? (failure !== undefined ? errorText(failure) : undefined) ?? (taken ? te('taken') : undefined)}
          trailing={
            <Text variant="paragraph-500" color="secondary" translate="no" dir="ltr">
              {`.${NAME_ZONE}`}
            </Text>
          }
        />
      </div>

      {loading ? (
        <Flex justify="center" padding="4px 0">
          <Spinner size={20} label={t('loadingSuggestions')} />
        </Flex>
      ) : null}
      {suggestionsError ? (
        <Text as="p" variant="small-400" color="secondary" data-testid="account-name-suggestions-error">
          {errorText(suggestionsError)}
        </Text>
      ) : null}
      {!loading && suggestions.length ? (
        <Suggestions aria-label={t('suggestions')}>
          {suggestions.map((s) => (
            <li key={s.name}>
              <ListItem
                label={<bdi translate="no">{s.name}</bdi>}
                trailing={<Chip variant={s.registered ? 'neutral' : 'success'}>{t(s.registered ? 'registered' : 'available')}</Chip>}
                disabled={s.registered || submitting}
                onClick={() => setLabel(nameLabel(s.name))}
                data-testid="account-name-suggestion"
              />
            </li>
          ))}
        </Suggestions>
      ) : null}

      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={submitting}
        disabled={!service || !label || Boolean(invalid) || taken}
        data-testid="account-name-register-button"
      >
        {t('register')}
      </Button>
    </Form>
  )
}
