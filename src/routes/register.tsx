import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { registerAccount } from '~/domains/auth/account-actions.functions'
import { requireGuest } from '~/domains/auth/guards'
import { AuthCard, authLink } from '~/domains/auth/components/auth-card'
import { authHead } from '~/domains/auth/components/auth-head'
import { FormMessage } from '~/domains/auth/components/fields'
import { RegisterForm } from '~/domains/auth/components/register-form'
import { ResendVerification } from '~/domains/auth/components/resend-verification'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

// The terms page is a CMS page; its Italian slug redirects to the slug of the page's locale.
const TERMS_SLUG = 'termini-e-condizioni'

export const Route = createFileRoute('/register')({
  beforeLoad: (ctx) => requireGuest(ctx),
  head: ({ matches }) => authHead(matches, m.auth_register_title(), '/register'),
  component: RegisterPage,
})

function RegisterPage() {
  const [done, setDone] = useState<string | null>(null)
  const loginFooter = (
    <p>
      {m.auth_have_account()}{' '}
      <Link to="/login" className={authLink}>
        {m.auth_login_link()}
      </Link>
    </p>
  )

  if (done) {
    return (
      <AuthCard title={m.auth_register_done_title()} footer={loginFooter}>
        <FormMessage tone="success" takeFocus>
          <p>{m.auth_register_done()}</p>
        </FormMessage>
        <p data-testid="register-sent-to">{m.register_sent_to({ email: done })}</p>
        <p className={css({ color: 'fg.muted' })}>{m.auth_register_done_hint()}</p>
        {/* Not there? Send it again, to the address used (issue 16). */}
        <ResendVerification signedIn={false} defaultEmail={done} />
      </AuthCard>
    )
  }

  return (
    <AuthCard title={m.auth_register_title()} intro={m.auth_register_intro()} footer={loginFooter}>
      <RegisterForm
        termsLabel={
          <>
            {m.auth_terms_accept()}{' '}
            <Link to="/$slug" params={{ slug: TERMS_SLUG }} target="_blank" className={authLink}>
              {m.auth_terms_link()}
            </Link>
          </>
        }
        onSubmit={async (values) => {
          const result = await registerAccount({ data: { ...values, locale: getLocale() as Locale } })
          if (result.ok) setDone(values.email)
          return result
        }}
      />
    </AuthCard>
  )
}
