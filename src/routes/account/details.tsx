import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { z } from 'zod'
import { css } from 'styled-system/css'
import { updateAccountDetails } from '~/domains/accounts/accounts.functions'
import { privateHead } from '~/domains/accounts/components/account-head'
import {
  FormActions,
  FormMessage,
  introStyle,
  pageTitleStyle,
  schemaValidator,
  sectionStyle,
  TextField,
} from '~/domains/accounts/components/form-kit'
import { useAccountForm } from '~/domains/accounts/components/use-account-form'
import { emailSchema, nameSchema, passwordSchema } from '~/domains/auth/auth.schemas'
import { AuthActor } from '~/domains/auth/components/auth-provider'
import { isLocale, type Locale } from '~/lib/i18n/locales'
import { translateKey } from '~/lib/validation/issues'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

export const Route = createFileRoute('/account/details')({
  head: ({ matches }) => privateHead(matches, m.account_details_title(), '/account/details'),
  component: Details,
})

const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '480px' })
const h2 = css({ fontSize: 'xl', fontWeight: 'bold', mb: '1' })
const required = z.string().min(1, { error: 'validation_required' })

function Details() {
  const { user: loaded } = Route.useRouteContext()
  const user = AuthActor.useSelector((s) => s.context.user) ?? loaded
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <header>
        <h1 className={pageTitleStyle}>{m.account_details_title()}</h1>
        <p className={introStyle}>{m.account_details_intro()}</p>
      </header>
      <NameForm name={user.name} />
      <EmailForm email={user.email} keep={isLocale(user.locale) ? { locale: user.locale } : { name: user.name }} />
      <PasswordForm />
    </div>
  )
}

/** The three forms share the call and how its errors come back. */
function useUpdate() {
  const update = useServerFn(updateAccountDetails)
  const locale = getLocale() as Locale
  return (body: Parameters<typeof updateAccountDetails>[0]['data']['body']) => update({ data: { locale, body } })
}

function NameForm({ name }: { name: string }) {
  const locale = getLocale() as Locale
  const router = useRouter()
  const auth = AuthActor.useActorRef()
  const update = useUpdate()
  const [saved, setSaved] = useState(false)
  const { form, busy, errors, formError, errorsOf, clear, onSubmit } = useAccountForm({
    locale,
    defaultValues: { name },
    validate: schemaValidator(z.object({ name: nameSchema }), locale),
    send: (value) => update({ name: value.name.trim() }),
    onSaved: async (data) => {
      // The header, the menu and the welcome show the new name at once.
      auth.send({ type: 'auth.userChanged', user: data.data })
      setSaved(true)
      await router.invalidate()
    },
    onSend: () => setSaved(false),
    onEdit: () => setSaved(false),
  })
  return (
    <section aria-labelledby="details-name" className={sectionStyle}>
      <h2 id="details-name" className={h2}>
        {m.account_name_section()}
      </h2>
      <form noValidate method="post" className={formStyle} onSubmit={onSubmit}>
        <form.Field name="name">
          {(field) => (
            <TextField
              field={field}
              error={errors.name}
              label={m.account_field_name()}
              autoComplete="name"
              maxLength={49}
              serverErrors={errorsOf('name')}
              onEdit={clear}
            />
          )}
        </form.Field>
        {formError && <FormMessage kind="error">{formError}</FormMessage>}
        {saved && <FormMessage kind="success">{m.account_name_saved()}</FormMessage>}
        <FormActions busy={busy} label={m.account_save()} />
      </form>
    </section>
  )
}

/** `keep`: an unchanged field sent along, since the API answers 500 to an e-mail change alone (see accounts.api.test.ts). */
function EmailForm({ email, keep }: { email: string; keep: { locale: Locale } | { name: string } }) {
  const locale = getLocale() as Locale
  const update = useUpdate()
  const [pending, setPending] = useState<string | null>(null)
  const [unchanged, setUnchanged] = useState(false)
  const { form, busy, errors, formError, errorsOf, clear, onSubmit } = useAccountForm({
    locale,
    defaultValues: { email: '', current_password: '' },
    validate: schemaValidator(z.object({ email: emailSchema, current_password: required }), locale),
    send: (value) => update({ ...keep, email: value.email.trim(), current_password: value.current_password }),
    onSaved: (data, reset) => {
      // The new address applies only once confirmed from the link sent to it.
      if (data.pending_email) setPending(data.pending_email)
      else setUnchanged(true)
      reset()
    },
    onSend: () => {
      setPending(null)
      setUnchanged(false)
    },
    onEdit: () => setUnchanged(false),
  })
  return (
    <section aria-labelledby="details-email" className={sectionStyle}>
      <h2 id="details-email" className={h2}>
        {m.account_email_section()}
      </h2>
      <p className={css({ color: 'fg.muted', mb: '4' })}>{m.account_email_current({ email })}</p>
      <form noValidate method="post" className={formStyle} onSubmit={onSubmit}>
        <form.Field name="email">
          {(field) => (
            <TextField
              field={field}
              error={errors.email}
              type="email"
              label={m.account_field_new_email()}
              autoComplete="email"
              serverErrors={errorsOf('email')}
              onEdit={clear}
            />
          )}
        </form.Field>
        <form.Field name="current_password">
          {(field) => (
            <TextField
              field={field}
              error={errors.current_password}
              type="password"
              label={m.account_field_current_password()}
              autoComplete="current-password"
              serverErrors={errorsOf('current_password')}
              onEdit={clear}
            />
          )}
        </form.Field>
        {formError && <FormMessage kind="error">{formError}</FormMessage>}
        {pending && <FormMessage kind="success">{m.account_email_pending({ email: pending })}</FormMessage>}
        {unchanged && <FormMessage kind="success">{m.account_email_unchanged()}</FormMessage>}
        <FormActions busy={busy} label={m.account_email_change_submit()} />
      </form>
    </section>
  )
}

function PasswordForm() {
  const locale = getLocale() as Locale
  const update = useUpdate()
  const [done, setDone] = useState(false)
  const base = schemaValidator(z.object({ current_password: required, password: passwordSchema }), locale)
  type Values = { current_password: string; password: string; confirm: string }
  const validate = ({ value }: { value: Values }) => {
    const fields: Record<string, string> = { ...base({ value })?.fields }
    if (!value.confirm) fields.confirm = translateKey('validation_required', locale)
    else if (value.confirm !== value.password) fields.confirm = translateKey('validation_passwords_differ', locale)
    return Object.keys(fields).length ? { fields } : undefined
  }
  const { form, busy, errors, formError, errorsOf, clear, onSubmit } = useAccountForm({
    locale,
    defaultValues: { current_password: '', password: '', confirm: '' } as Values,
    validate,
    send: (value) => update({ password: value.password, current_password: value.current_password }),
    onSaved: (_data, reset) => {
      setDone(true)
      reset()
    },
    onSend: () => setDone(false),
    onEdit: () => setDone(false),
  })
  return (
    <section aria-labelledby="details-password" className={sectionStyle}>
      <h2 id="details-password" className={h2}>
        {m.account_password_section()}
      </h2>
      <p className={css({ color: 'fg.muted', mb: '4' })}>{m.account_password_intro()}</p>
      <form noValidate method="post" className={formStyle} onSubmit={onSubmit}>
        <form.Field name="current_password">
          {(field) => (
            <TextField
              field={field}
              error={errors.current_password}
              type="password"
              label={m.account_field_current_password()}
              autoComplete="current-password"
              serverErrors={errorsOf('current_password')}
              onEdit={clear}
            />
          )}
        </form.Field>
        <form.Field name="password">
          {(field) => (
            <TextField
              field={field}
              error={errors.password}
              type="password"
              label={m.account_field_new_password()}
              autoComplete="new-password"
              hint={m.account_password_hint()}
              serverErrors={errorsOf('password')}
              onEdit={clear}
            />
          )}
        </form.Field>
        <form.Field name="confirm">
          {(field) => (
            <TextField
              field={field}
              error={errors.confirm}
              type="password"
              label={m.account_field_confirm_password()}
              autoComplete="new-password"
              onEdit={clear}
            />
          )}
        </form.Field>
        {formError && <FormMessage kind="error">{formError}</FormMessage>}
        {done && <FormMessage kind="success">{m.account_password_changed()}</FormMessage>}
        <FormActions busy={busy} label={m.account_password_change_submit()} />
      </form>
    </section>
  )
}
