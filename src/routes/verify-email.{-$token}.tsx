import { createFileRoute, Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { verifyEmailToken } from '~/domains/auth/account-actions.functions'
import { wellFormedToken } from '~/lib/validation/token'
import { AuthCard, authLink } from '~/domains/auth/components/auth-card'
import { authHead } from '~/domains/auth/components/auth-head'
import { AuthActor } from '~/domains/auth/components/auth-provider'
import { FormMessage, SubmitButton } from '~/domains/auth/components/fields'
import { css } from 'styled-system/css'
import { ResendVerification } from '~/domains/auth/components/resend-verification'
import type { Locale } from '~/lib/i18n/locales'
import { optionalString } from '~/lib/search-params'
import { handleNativePost } from '~/lib/forms/native-post.functions'
import { nativeOutcome, outcomeMessage, type NativeOutcome } from '~/lib/forms/native-outcome'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

type Verification = { ok: true; email: string | null } | { ok: false; message: string } | null

// /verify-email/{token}: the link from the e-mail. Opening it verifies nothing: mail scanners
// open links (issue 14); the visitor confirms with the button, a real POST form that works
// without JavaScript too (the route's POST handler, then `?result=`). /verify-email: ask for
// a new link.
export const Route = createFileRoute('/verify-email/{-$token}')({
  server: {
    handlers: {
      POST: ({ request, params }) => handleNativePost(request, 'verify_email', params.token ?? ''),
    },
  },
  validateSearch: (search): { email?: string; result?: NativeOutcome } => ({
    email: optionalString(search.email, 254),
    result: nativeOutcome(search.result),
  }),
  loaderDeps: ({ search }) => ({ result: search.result }),
  loader: ({ params, deps }): { token: string | null; verification: Verification } => {
    if (!params.token) return { token: null, verification: null }
    // Back from a post made without JavaScript: its outcome.
    if (deps.result === 'done') return { token: null, verification: { ok: true, email: null } }
    if (deps.result) return { token: null, verification: { ok: false, message: outcomeMessage(deps.result) } }
    const token = wellFormedToken(params.token)
    return token
      ? { token, verification: null }
      : { token: null, verification: { ok: false, message: m.auth_token_invalid() } }
  },
  head: ({ matches }) => authHead(matches, m.auth_verify_title(), '/verify-email', { secretInUrl: true }),
  component: VerifyEmailPage,
})

function VerifyEmailPage() {
  const loaded = Route.useLoaderData()
  const [verification, setVerification] = useState<Verification>(loaded.verification)
  const [busy, setBusy] = useState(false)
  const { email } = Route.useSearch()
  const signedIn = AuthActor.useSelector((s) => s.context.user !== null)
  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    if (!loaded.token) return
    setBusy(true)
    const result = await verifyEmailToken({ data: { token: loaded.token, locale: getLocale() as Locale } })
    setBusy(false)
    setVerification(
      result.ok
        ? { ok: true, email: result.data.email }
        : { ok: false, message: result.error.fields?.email?.[0] ?? result.error.message },
    )
  }
  if (loaded.token && verification === null) {
    return (
      <AuthCard title={m.auth_verify_title()}>
        <form method="post" onSubmit={confirm} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <p>{m.verify_email_intro()}</p>
          <SubmitButton disabled={busy} busy={busy}>
            {m.verify_email_button()}
          </SubmitButton>
        </form>
      </AuthCard>
    )
  }

  if (verification?.ok) {
    return (
      <AuthCard title={m.auth_verify_title()}>
        <FormMessage tone="success">
          <p>{verification.email ? m.auth_verify_done({ email: verification.email }) : m.native_verify_done()}</p>
        </FormMessage>
        {signedIn ? (
          <Link to="/" className={authLink}>
            {m.error_go_home()}
          </Link>
        ) : (
          <Link to="/login" className={authLink}>
            {m.auth_go_to_login()}
          </Link>
        )}
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title={m.auth_verify_title()}
      footer={
        signedIn ? undefined : (
          <Link to="/login" className={authLink}>
            {m.auth_back_to_login()}
          </Link>
        )
      }
    >
      {verification && (
        <FormMessage tone="error">
          <p>{verification.message}</p>
        </FormMessage>
      )}
      <ResendVerification signedIn={signedIn} defaultEmail={email} />
    </AuthCard>
  )
}
