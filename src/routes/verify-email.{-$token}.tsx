import { createFileRoute, Link } from '@tanstack/react-router'
import { verifyEmailToken } from '~/domains/auth/account-actions.functions'
import { wellFormedToken } from '~/lib/validation/token'
import { AuthCard, authLink } from '~/domains/auth/components/auth-card'
import { authHead } from '~/domains/auth/components/auth-head'
import { AuthActor } from '~/domains/auth/components/auth-provider'
import { FormMessage } from '~/domains/auth/components/fields'
import { ResendVerification } from '~/domains/auth/components/resend-verification'
import type { Locale } from '~/lib/i18n/locales'
import { optionalString } from '~/lib/search-params'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

type Verification = { ok: true; email: string } | { ok: false; message: string } | null

// /verify-email/{token}: the link from the e-mail, verified by the loader (so on the server
// for the first page load: it works without JavaScript). /verify-email: ask for a new link.
export const Route = createFileRoute('/verify-email/{-$token}')({
  validateSearch: (search): { email?: string } => ({ email: optionalString(search.email, 254) }),
  // The token is single-use: never verify it again just because the page is shown again.
  staleTime: Infinity,
  loader: async ({ params }): Promise<{ verification: Verification }> => {
    if (!params.token) return { verification: null }
    const token = wellFormedToken(params.token)
    if (!token) return { verification: { ok: false, message: m.auth_token_invalid() } }
    const result = await verifyEmailToken({ data: { token, locale: getLocale() as Locale } })
    if (result.ok) return { verification: { ok: true, email: result.data.email } }
    return { verification: { ok: false, message: result.error.fields?.email?.[0] ?? result.error.message } }
  },
  head: ({ matches }) => authHead(matches, m.auth_verify_title(), '/verify-email', { secretInUrl: true }),
  component: VerifyEmailPage,
})

function VerifyEmailPage() {
  const { verification } = Route.useLoaderData()
  const { email } = Route.useSearch()
  const signedIn = AuthActor.useSelector((s) => s.context.user !== null)

  if (verification?.ok) {
    return (
      <AuthCard title={m.auth_verify_title()}>
        <FormMessage tone="success">
          <p>{m.auth_verify_done({ email: verification.email })}</p>
        </FormMessage>
        {signedIn ? (
          <Link to="/" className={authLink}>{m.error_go_home()}</Link>
        ) : (
          <Link to="/login" className={authLink}>{m.auth_go_to_login()}</Link>
        )}
      </AuthCard>
    )
  }

  return (
    <AuthCard title={m.auth_verify_title()} footer={signedIn ? undefined : <Link to="/login" className={authLink}>{m.auth_back_to_login()}</Link>}>
      {verification && (
        <FormMessage tone="error">
          <p>{verification.message}</p>
        </FormMessage>
      )}
      <ResendVerification signedIn={signedIn} defaultEmail={email} />
    </AuthCard>
  )
}
