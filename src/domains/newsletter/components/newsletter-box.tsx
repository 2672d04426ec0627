import { useForm, useStore } from '@tanstack/react-form'
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { useNotify } from '~/components/notifications/notifications-provider'
import type { ActionResult } from '~/domains/auth/session.functions'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { localizedHref } from '~/lib/i18n/url-rewrite'
import { subscribeNewsletter } from '../newsletter.functions'
import { newsletterFormErrors } from '../newsletter.validation'

// The footer's newsletter box (spec §2, §5, §8). The same zod schema as the API decides the
// messages and keeps the button disabled until the address and the terms are both valid.
// Success and failure are told by the notification banner (green / orange).

/** The privacy notice is a CMS page; its Italian slug redirects to the slug of the locale. */
const PRIVACY_SLUG = 'privacy'

export type NewsletterValues = { email: string; terms: true; locale: Locale }
type Draft = { email: string; terms: boolean }

const defaultSubscribe = (values: NewsletterValues) => subscribeNewsletter({ data: values })

// A notice box: the theme's tertiary box colours (boxTertiary, boxTertiaryText).
const box = css({
  bg: 'box.tertiary',
  color: 'box.tertiaryFg',
  borderRadius: 'lg',
  p: '5',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
})
const input = css({
  w: 'full',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  px: '3',
  py: '2',
  bg: 'input.bg',
  color: 'input.fg',
  _invalid: { borderColor: 'error.text' },
})
const errorText = css({ color: 'error.text', fontSize: 'sm' })
// In the footer: the footer's own text colour, underlined.
const link = css({ color: 'inherit', textDecoration: 'underline', fontSize: 'sm' })

/**
 * The box as the server renders it: empty, no message shown, the button disabled. It is the
 * interactive box's first render without the form's machinery (a form and two fields built and
 * validated on every page the server renders), so the browser hydrates it unchanged.
 */
export function NewsletterBoxAsServed() {
  const id = useId()
  const locale = getLocale() as Locale
  const invalid = Object.keys(newsletterFormErrors(EMPTY, locale)).length > 0
  return (
    <NewsletterForm id={id} onSubmit={ignore} disabled={invalid} submitting={false}>
      <EmailField id={`${id}-email`} value={EMPTY.email} onChange={ignore} onBlur={ignore} />
      <TermsField id={`${id}-terms`} checked={EMPTY.terms} onChange={ignore} onBlur={ignore} />
    </NewsletterForm>
  )
}

export function InteractiveNewsletterBox(props: {
  onSubscribe?: (values: NewsletterValues) => Promise<ActionResult<unknown>>
}) {
  const id = useId()
  const onSubscribe = props.onSubscribe ?? defaultSubscribe
  const locale = getLocale() as Locale
  const notify = useNotify()
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof Draft, string>>>({})
  const form = useForm({
    defaultValues: EMPTY,
    onSubmit: async ({ value, formApi }) => {
      setServerErrors({})
      try {
        const result = await onSubscribe({ email: value.email.trim(), terms: true, locale })
        if (result.ok) {
          notify(m.common_newsletter_added_success(), 'success')
          formApi.reset()
          return
        }
        setServerErrors({ email: result.error.fields?.email?.[0], terms: result.error.fields?.terms?.[0] })
      } catch {
        // Network or server failure: the orange notification says so (spec §8).
      }
      notify(m.common_newsletter_added_error(), 'warning')
    },
  })
  const values = useStore(form.store, (s) => s.values)
  const submitting = useStore(form.store, (s) => s.isSubmitting)
  const errors = useMemo(() => newsletterFormErrors(values, locale), [values, locale])
  const invalid = Object.keys(errors).length > 0
  const emailId = `${id}-email`
  const termsId = `${id}-terms`
  // This code may arrive after the box's server-rendered HTML (it is loaded when the footer comes
  // into view, decision 010): keep what was typed or ticked before, as if it happened now.
  useEffect(() => {
    const email = document.getElementById(emailId) as HTMLInputElement | null
    const terms = document.getElementById(termsId) as HTMLInputElement | null
    if (email?.value) {
      form.setFieldValue('email', email.value)
      if (document.activeElement !== email)
        form.setFieldMeta('email', (meta) => ({ ...meta, isTouched: true, isBlurred: true }))
    }
    if (terms?.checked) {
      form.setFieldValue('terms', true)
      form.setFieldMeta('terms', (meta) => ({ ...meta, isTouched: true }))
    }
  }, [form, emailId, termsId])

  const submit = () => {
    if (!invalid && !submitting) void form.handleSubmit()
  }

  return (
    <NewsletterForm id={id} onSubmit={submit} disabled={invalid || submitting} submitting={submitting}>
      <form.Field name="email" listeners={{ onChange: () => setServerErrors((s) => ({ ...s, email: undefined })) }}>
        {(field) => (
          <EmailField
            id={emailId}
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            // Shown once the field was left, and kept in step with the value.
            error={(field.state.meta.isBlurred ? errors.email : undefined) ?? serverErrors.email}
          />
        )}
      </form.Field>
      <form.Field name="terms" listeners={{ onChange: () => setServerErrors((s) => ({ ...s, terms: undefined })) }}>
        {(field) => (
          <TermsField
            id={termsId}
            checked={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            error={
              (field.state.meta.isTouched || field.state.meta.isBlurred ? errors.terms : undefined) ??
              serverErrors.terms
            }
          />
        )}
      </form.Field>
    </NewsletterForm>
  )
}

/** The server renders the box without its form state; the browser's code brings it (decision 010). */
export const NewsletterBox = typeof window === 'undefined' ? NewsletterBoxAsServed : InteractiveNewsletterBox

const EMPTY: Draft = { email: '', terms: false }
const ignore = () => {}

function NewsletterForm({
  id,
  onSubmit,
  disabled,
  submitting,
  children,
}: {
  id: string
  onSubmit: () => void
  disabled: boolean
  submitting: boolean
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={box}>
      <h2 id={`${id}-title`} className={css({ fontSize: 'md', fontWeight: 'bold' })}>
        {m.newsletter_title()}
      </h2>
      <p className={css({ fontSize: 'sm' })}>{m.newsletter_intro()}</p>
      <form
        noValidate
        method="post"
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
        onSubmit={(e) => {
          e.preventDefault()
          e.stopPropagation()
          onSubmit()
        }}
      >
        {children}
        <button
          type="submit"
          disabled={disabled}
          aria-busy={submitting || undefined}
          className={css({
            alignSelf: 'flex-start',
            bg: 'primary',
            color: 'primary.fg',
            px: '5',
            py: '2',
            borderRadius: 'md',
            fontWeight: 'bold',
            cursor: 'pointer',
            _disabled: { opacity: 0.5, cursor: 'not-allowed' },
          })}
        >
          {m.newsletter_submit()}
        </button>
      </form>
    </section>
  )
}

type FieldProps<T> = { id: string; onChange: (value: T) => void; onBlur: () => void; error?: string }

function EmailField({ id, value, onChange, onBlur, error }: FieldProps<string> & { value: string }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <label htmlFor={id} className={css({ fontWeight: 'medium', fontSize: 'sm' })}>
        {m.newsletter_email_label()}
      </label>
      <input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={input}
      />
      {error && (
        <span id={`${id}-error`} className={errorText}>
          {error}
        </span>
      )}
    </div>
  )
}

function TermsField({ id, checked, onChange, onBlur, error }: FieldProps<boolean> & { checked: boolean }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}>
        <input
          id={id}
          name="terms"
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={css({ mt: '1', w: '4', h: '4', accentColor: 'primary', flexShrink: 0 })}
        />
        <label htmlFor={id} className={css({ fontSize: 'sm' })}>
          {m.newsletter_terms_label()}
        </label>
      </div>
      <a href={localizedHref(`/${PRIVACY_SLUG}`)} target="_blank" rel="noopener" className={link}>
        {m.newsletter_privacy_link()}
      </a>
      {error && (
        <span id={`${id}-error`} className={errorText}>
          {error}
        </span>
      )}
    </div>
  )
}
