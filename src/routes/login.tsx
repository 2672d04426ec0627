import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { requireGuest, safeRedirect } from '~/domains/auth/guards'
import { AuthCard, authLink } from '~/domains/auth/components/auth-card'
import { authHead } from '~/domains/auth/components/auth-head'
import { AuthActor } from '~/domains/auth/components/auth-provider'
import { LoginError } from '~/domains/auth/components/login-error'
import { LoginForm } from '~/domains/auth/components/login-form'
import { optionalString } from '~/lib/search-params'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/login')({
  validateSearch: (search): { redirect?: string } => ({ redirect: optionalString(search.redirect, 2000) }),
  beforeLoad: (ctx) => requireGuest(ctx),
  head: ({ matches }) => authHead(matches, m.auth_login_title(), '/login'),
  component: LoginPage,
})

function LoginPage() {
  const search = Route.useSearch()
  const auth = AuthActor.useActorRef()
  const error = AuthActor.useSelector((s) => s.context.error)
  // While the session is still being read the machine would ignore a sign-in: wait for it.
  const busy = AuthActor.useSelector((s) => s.matches('signingIn') || s.matches('loading') || s.matches('signedIn'))
  // The machine keeps the last failure; show it only for a sign-in tried on this page.
  const [tried, setTried] = useState<string | null>(null)

  return (
    <AuthCard
      title={m.auth_login_title()}
      intro={m.auth_login_intro()}
      footer={
        <>
          <Link to="/forgot-password" className={authLink}>
            {m.auth_forgot_link()}
          </Link>
          <Link to="/login-link" className={authLink} data-sign-in-link>
            {m.auth_link_cta()}
          </Link>
          <p>
            {m.auth_no_account()}{' '}
            <Link to="/register" className={authLink}>
              {m.auth_register_link()}
            </Link>
          </p>
        </>
      }
    >
      <LoginForm
        submitting={busy}
        error={tried && error ? <LoginError error={error} email={tried} /> : undefined}
        onSubmit={(values) => {
          setTried(values.email)
          auth.send({ type: 'auth.login', ...values, redirectTo: safeRedirect(search.redirect) })
        }}
      />
    </AuthCard>
  )
}
