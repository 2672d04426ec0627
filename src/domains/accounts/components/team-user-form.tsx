import { useServerFn } from '@tanstack/react-start'
import { useId } from 'react'
import type { z } from 'zod'
import { css } from 'styled-system/css'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { createTeamUserSchema, updateTeamUserSchema, type teamUserSchema } from '../accounts.schemas'
import { createTeamUser, updateTeamUser } from '../accounts.functions'
import { FormActions, FormMessage, schemaValidator, TextField } from './form-kit'
import { useAccountForm } from './use-account-form'

export type TeamUser = z.output<typeof teamUserSchema>

type Values = { name: string; email: string }

/**
 * Invites a retailer's user (name, e-mail) or renames one. No password field: the invited user
 * chooses it from the invitation, and the address is theirs to change (issue 14).
 */
export function TeamUserForm(props: {
  user: TeamUser | null
  onSaved: (saved: TeamUser) => void
  onCancel: () => void
}) {
  const locale = getLocale() as Locale
  const create = useServerFn(createTeamUser)
  const update = useServerFn(updateTeamUser)
  const titleId = useId()
  const editing = props.user
  const toBody = (v: Values) => (editing ? { name: v.name.trim() } : { name: v.name.trim(), email: v.email.trim() })
  const { form, busy, errors, formError, errorsOf, clear, onSubmit } = useAccountForm({
    locale,
    defaultValues: { name: editing?.name ?? '', email: editing?.email ?? '' } as Values,
    validate: schemaValidator<Values>(editing ? updateTeamUserSchema : createTeamUserSchema, locale, toBody),
    send: (value) =>
      editing
        ? update({ data: { locale, id: editing.id, body: toBody(value) } })
        : create({ data: { locale, body: { name: value.name.trim(), email: value.email.trim() } } }),
    onSaved: props.onSaved,
  })
  return (
    <section
      aria-labelledby={titleId}
      className={css({ border: '1px solid', borderColor: 'primary', borderRadius: 'lg', p: { base: '4', md: '6' } })}
    >
      <h2 id={titleId} className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '4' })}>
        {editing ? m.account_users_edit_title({ name: editing.name }) : m.account_users_new_title()}
      </h2>
      <form
        noValidate
        method="post"
        onSubmit={onSubmit}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '480px' })}
      >
        <form.Field name="name">
          {(f) => (
            <TextField
              field={f}
              error={errors.name}
              label={m.account_field_name()}
              autoComplete="off"
              maxLength={49}
              serverErrors={errorsOf('name')}
              onEdit={clear}
            />
          )}
        </form.Field>
        {!editing && (
          <form.Field name="email">
            {(f) => (
              <TextField
                field={f}
                error={errors.email}
                type="email"
                label={m.account_field_email()}
                hint={m.team_users_email_hint()}
                autoComplete="off"
                serverErrors={errorsOf('email')}
                onEdit={clear}
              />
            )}
          </form.Field>
        )}
        {formError && <FormMessage kind="error">{formError}</FormMessage>}
        <FormActions
          busy={busy}
          label={editing ? m.account_save() : m.team_users_send_invite()}
          onCancel={props.onCancel}
        />
      </form>
    </section>
  )
}
