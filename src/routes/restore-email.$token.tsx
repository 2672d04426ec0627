import { createFileRoute, Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { restoreEmailToken } from '~/domains/auth/account-actions.functions'
import { AuthCard, authLink } from '~/domains/auth/components/auth-card'
import { authHead } from '~/domains/auth/components/auth-head'
import { FormMessage, SubmitButton } from '~/domains/auth/components/fields'
import { handleNativePost } from '~/lib/forms/native-post.functions'
import { nativeOutcome, outcomeMessage, type NativeOutcome } from '~/lib/forms/native-outcome'
import type { Locale } from '~/lib/i18n/locales'
import { wellFormedToken } from '~/lib/validation/token'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

type Outcome = { ok: true } | { ok: false; message: string } | null

// /restore-email/{token}: the undo link sent to the old address after an e-mail change
// (issue 14). Opening it changes nothing (mail scanners open links); the button is a real POST
// form, so it works before hydration and without JavaScript.
export const Route = createFileRoute('/restore-email/$token')({
  server: {
    handlers: {
      POST: ({ request, params }) => handleNativePost(request, 'restore_email', params.token),
    },
  },
  validateSearch: (search): { result?: NativeOutcome } => ({ result: nativeOutcome(search.result) }),
  loaderDeps: ({ search }) => ({ result: search.result }),
  loader: ({ params, deps }): { token: string | null; outcome: Outcome } => {
    if (deps.result === 'done') return { token: null, outcome: { ok: true } }
    if (deps.result) return { token: null, outcome: { ok: false, message: outcomeMessage(deps.result) } }
    const token = wellFormedToken(params.token)
    return token ? { token, outcome: null } : { token: null, outcome: { ok: false, message: m.auth_token_invalid() } }
  },
  head: ({ matches }) => authHead(matches, m.restore_email_title(), '/restore-email', { secretInUrl: true }),
  component: RestoreEmailPage,
})

function RestoreEmailPage() {
  const loaded = Route.useLoaderData()
  const [outcome, setOutcome] = useState<Outcome>(loaded.outcome)
  const [busy, setBusy] = useState(false)
  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    if (!loaded.token || busy) return
    setBusy(true)
    const result = await restoreEmailToken({ data: { token: loaded.token, locale: getLocale() as Locale } })
    setBusy(false)
    setOutcome(
      result.ok ? { ok: true } : { ok: false, message: result.error.fields?.email?.[0] ?? result.error.message },
    )
  }

  if (outcome === null) {
    return (
      <AuthCard title={m.restore_email_title()}>
        <form method="post" onSubmit={confirm} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <p>{m.restore_email_intro()}</p>
          <SubmitButton disabled={busy} busy={busy}>
            {m.restore_email_button()}
          </SubmitButton>
        </form>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={m.restore_email_title()}>
      <FormMessage tone={outcome.ok ? 'success' : 'error'} takeFocus>
        <p>{outcome.ok ? m.restore_email_done() : outcome.message}</p>
      </FormMessage>
      {outcome.ok && <p>{m.restore_email_next()}</p>}
      <Link to="/forgot-password" className={authLink}>
        {m.restore_email_new_password()}
      </Link>
      <Link to="/login" className={authLink}>
        {m.auth_go_to_login()}
      </Link>
    </AuthCard>
  )
}
