import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { resetPasswordWithToken } from '~/domains/auth/account-actions.functions'
import { wellFormedToken } from '~/lib/validation/token'
import { AuthCard, authLink } from '~/domains/auth/components/auth-card'
import { authHead } from '~/domains/auth/components/auth-head'
import { FormMessage } from '~/domains/auth/components/fields'
import { ResetPasswordForm } from '~/domains/auth/components/reset-password-form'
import type { Locale } from '~/lib/i18n/locales'
import { optionalString } from '~/lib/search-params'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search): { token?: string } => ({ token: optionalString(search.token, 500) }),
  // No guest guard: a signed-in customer may follow a reset link too (it signs out every session).
  head: ({ matches }) => authHead(matches, m.auth_reset_title(), '/reset-password', { secretInUrl: true }),
  component: ResetPasswordPage,
})

type Outcome = { state: 'form' } | { state: 'done' } | { state: 'rejected'; message: string; afterSubmit?: boolean }

function ResetPasswordPage() {
  const { token } = Route.useSearch()
  const wellFormed = wellFormedToken(token)
  const [outcome, setOutcome] = useState<Outcome>(
    wellFormed
      ? { state: 'form' }
      : { state: 'rejected', message: token ? m.auth_token_invalid() : m.auth_reset_missing_token() },
  )

  if (outcome.state === 'done') {
    return (
      <AuthCard title={m.auth_reset_title()}>
        <FormMessage tone="success" takeFocus>
          <p>{m.auth_reset_done()}</p>
        </FormMessage>
        <Link to="/login" className={authLink}>
          {m.auth_go_to_login()}
        </Link>
      </AuthCard>
    )
  }

  if (outcome.state === 'rejected') {
    return (
      <AuthCard
        title={m.auth_reset_title()}
        footer={
          <Link to="/login" className={authLink}>
            {m.auth_back_to_login()}
          </Link>
        }
      >
        <FormMessage tone="error" takeFocus={outcome.afterSubmit}>
          <p>{outcome.message}</p>
        </FormMessage>
        <Link to="/forgot-password" className={authLink}>
          {m.auth_request_new_link()}
        </Link>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={m.auth_reset_title()} intro={m.auth_reset_intro()}>
      <ResetPasswordForm
        onSubmit={(password) =>
          resetPasswordWithToken({ data: { token: wellFormed!, password, locale: getLocale() as Locale } })
        }
        onDone={() => setOutcome({ state: 'done' })}
        onTokenRejected={(message) => setOutcome({ state: 'rejected', message, afterSubmit: true })}
      />
    </AuthCard>
  )
}
