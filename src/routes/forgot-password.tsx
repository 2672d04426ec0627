import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { requestPasswordReset } from '~/domains/auth/account-actions.functions'
import { requireGuest } from '~/domains/auth/guards'
import { AuthCard, authLink } from '~/domains/auth/components/auth-card'
import { authHead } from '~/domains/auth/components/auth-head'
import { EmailRequestForm } from '~/domains/auth/components/email-request-form'
import { FormMessage } from '~/domains/auth/components/fields'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

export const Route = createFileRoute('/forgot-password')({
  beforeLoad: (ctx) => requireGuest(ctx),
  head: ({ matches }) => authHead(matches, m.auth_forgot_title(), '/forgot-password'),
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  const [sent, setSent] = useState(false)
  return (
    <AuthCard
      title={m.auth_forgot_title()}
      intro={sent ? undefined : m.auth_forgot_intro()}
      footer={
        <Link to="/login" className={authLink}>
          {m.auth_back_to_login()}
        </Link>
      }
    >
      {sent ? (
        // The same words whether or not the address has an account (nothing to learn here).
        <FormMessage tone="success" takeFocus>
          <p>{m.auth_forgot_done()}</p>
        </FormMessage>
      ) : (
        <EmailRequestForm
          id="forgot"
          submitLabel={m.auth_forgot_submit()}
          onSubmit={(email) => requestPasswordReset({ data: { email, locale: getLocale() as Locale } })}
          onDone={() => setSent(true)}
        />
      )}
    </AuthCard>
  )
}
