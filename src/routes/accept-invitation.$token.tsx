import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { acceptInvitationToken } from '~/domains/auth/account-actions.functions'
import { AuthCard, authLink } from '~/domains/auth/components/auth-card'
import { authHead } from '~/domains/auth/components/auth-head'
import { FormMessage } from '~/domains/auth/components/fields'
import { InvitationForm } from '~/domains/auth/components/invitation-form'
import { handleNativePost } from '~/lib/forms/native-post.functions'
import { nativeOutcome, outcomeMessage, type NativeOutcome } from '~/lib/forms/native-outcome'
import type { Locale } from '~/lib/i18n/locales'
import { wellFormedToken } from '~/lib/validation/token'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

type Outcome = { state: 'form'; error?: string } | { state: 'done' } | { state: 'rejected'; message: string }

// /accept-invitation/{token}: a retailer's new user sets its own password (issue 14), which
// activates the account. A real POST form: it works before hydration and without JavaScript.
export const Route = createFileRoute('/accept-invitation/$token')({
  server: {
    handlers: {
      POST: ({ request, params }) => handleNativePost(request, 'accept_invitation', params.token),
    },
  },
  validateSearch: (search): { result?: NativeOutcome } => ({ result: nativeOutcome(search.result) }),
  loaderDeps: ({ search }) => ({ result: search.result }),
  loader: ({ params, deps }): { token: string | null; outcome: Outcome } => {
    const token = wellFormedToken(params.token) ?? null
    if (!token) return { token, outcome: { state: 'rejected', message: m.auth_token_invalid() } }
    if (deps.result === 'done') return { token: null, outcome: { state: 'done' } }
    // A password refused without JavaScript: the form again, with the reason.
    if (deps.result === 'password' || deps.result === 'mismatch')
      return { token, outcome: { state: 'form', error: outcomeMessage(deps.result) } }
    if (deps.result) return { token: null, outcome: { state: 'rejected', message: outcomeMessage(deps.result) } }
    return { token, outcome: { state: 'form' } }
  },
  head: ({ matches }) => authHead(matches, m.invitation_title(), '/accept-invitation', { secretInUrl: true }),
  component: AcceptInvitationPage,
})

function AcceptInvitationPage() {
  const loaded = Route.useLoaderData()
  const [outcome, setOutcome] = useState<Outcome>(loaded.outcome)

  if (outcome.state === 'form' && loaded.token) {
    const token = loaded.token
    return (
      <AuthCard title={m.invitation_title()} intro={m.invitation_intro()}>
        <InvitationForm
          serverError={outcome.error}
          onSubmit={(password) => acceptInvitationToken({ data: { token, password, locale: getLocale() as Locale } })}
          onDone={() => setOutcome({ state: 'done' })}
          onRejected={(message) => setOutcome({ state: 'rejected', message })}
        />
      </AuthCard>
    )
  }
  const done = outcome.state === 'done'
  return (
    <AuthCard title={m.invitation_title()}>
      <FormMessage tone={done ? 'success' : 'error'} takeFocus>
        <p>{done ? m.invitation_done() : outcome.state === 'rejected' ? outcome.message : ''}</p>
      </FormMessage>
      <Link to="/login" className={authLink}>
        {m.auth_go_to_login()}
      </Link>
    </AuthCard>
  )
}
