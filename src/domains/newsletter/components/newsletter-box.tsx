import { useForm, useStore } from '@tanstack/react-form'
import { useEffect, useId, useMemo, useState } from 'react'
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
const box = css({ bg: 'box.tertiary', color: 'box.tertiaryFg', borderRadius: 'lg', p: '5', display: 'flex', flexDirection: 'column', gap: '3' })
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

export function NewsletterBox(props: { onSubscribe?: (values: NewsletterValues) => Promise<ActionResult<unknown>> }) {
  const onSubscribe = props.onSubscribe ?? defaultSubscribe
  const locale = getLocale() as Locale
  const notify = useNotify()
  const id = useId()
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof Draft, string>>>({})
  const form = useForm({
    defaultValues: { email: '', terms: false } as Draft,
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
      if (document.activeElement !== email) form.setFieldMeta('email', (meta) => ({ ...meta, isTouched: true, isBlurred: true }))
    }
    if (terms?.checked) {
      form.setFieldValue('terms', true)
      form.setFieldMeta('terms', (meta) => ({ ...meta, isTouched: true }))
    }
  }, [form, emailId, termsId])

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
          if (!invalid && !submitting) void form.handleSubmit()
        }}
      >
        <form.Field name="email" listeners={{ onChange: () => setServerErrors((s) => ({ ...s, email: undefined })) }}>
          {(field) => {
            // Shown once the field was left, and kept in step with the value.
            const error = (field.state.meta.isBlurred ? errors.email : undefined) ?? serverErrors.email
            return (
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
                <label htmlFor={emailId} className={css({ fontWeight: 'medium', fontSize: 'sm' })}>
                  {m.newsletter_email_label()}
                </label>
                <input
                  id={emailId}
                  name="email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value)}
                  onBlur={field.handleBlur}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${emailId}-error` : undefined}
                  className={input}
                />
                {error && <span id={`${emailId}-error`} className={errorText}>{error}</span>}
              </div>
            )
          }}
        </form.Field>
        <form.Field name="terms" listeners={{ onChange: () => setServerErrors((s) => ({ ...s, terms: undefined })) }}>
          {(field) => {
            const error = (field.state.meta.isTouched || field.state.meta.isBlurred ? errors.terms : undefined) ?? serverErrors.terms
            return (
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
                <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}>
                  <input
                    id={termsId}
                    name="terms"
                    type="checkbox"
                    checked={field.state.value}
                    onChange={(e) => field.handleChange(e.target.checked)}
                    onBlur={field.handleBlur}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${termsId}-error` : undefined}
                    className={css({ mt: '1', w: '4', h: '4', accentColor: 'primary', flexShrink: 0 })}
                  />
                  <label htmlFor={termsId} className={css({ fontSize: 'sm' })}>
                    {m.newsletter_terms_label()}
                  </label>
                </div>
                <a href={localizedHref(`/${PRIVACY_SLUG}`)} target="_blank" rel="noopener" className={link}>
                  {m.newsletter_privacy_link()}
                </a>
                {error && <span id={`${termsId}-error`} className={errorText}>{error}</span>}
              </div>
            )
          }}
        </form.Field>
        <button
          type="submit"
          disabled={invalid || submitting}
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
