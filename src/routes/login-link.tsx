import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { requireGuest } from '~/domains/auth/guards'
import { AuthCard, authLink } from '~/domains/auth/components/auth-card'
import { authHead } from '~/domains/auth/components/auth-head'
import { EmailRequestForm } from '~/domains/auth/components/email-request-form'
import { FormMessage } from '~/domains/auth/components/fields'
import { requestSignInLinkFn } from '~/domains/auth/sign-in-link.functions'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

// Ask for a one-time sign-in link by e-mail (decision 103): the way in without the password, also
// while too many wrong passwords have locked it for an hour.
export const Route = createFileRoute('/login-link')({
  beforeLoad: (ctx) => requireGuest(ctx),
  head: ({ matches }) => authHead(matches, m.auth_link_title(), '/login-link'),
  component: SignInLinkRequestPage,
})

function SignInLinkRequestPage() {
  const [sent, setSent] = useState(false)
  return (
    <AuthCard
      title={m.auth_link_title()}
      intro={sent ? undefined : m.auth_link_intro()}
      footer={
        <Link to="/login" className={authLink}>
          {m.auth_back_to_login()}
        </Link>
      }
    >
      {sent ? (
        // The same words whether or not the address has an account (nothing to learn here).
        <FormMessage tone="success" takeFocus>
          <p>{m.auth_link_done()}</p>
        </FormMessage>
      ) : (
        <EmailRequestForm
          id="login-link"
          submitLabel={m.auth_link_submit()}
          onSubmit={(email) => requestSignInLinkFn({ data: { email, locale: getLocale() as Locale } })}
          onDone={() => setSent(true)}
        />
      )}
    </AuthCard>
  )
}
