import { useState } from 'react'
import { css } from 'styled-system/css'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { resendVerificationEmail } from '../account-actions.functions'
import { formStack } from './auth-card'
import { EmailRequestForm } from './email-request-form'
import { FormMessage, SubmitButton } from './fields'

/**
 * "Send the verification link again": for a signed-in customer just a button (the API knows
 * the address from the session), otherwise an e-mail field. Same answer for any address.
 */
export function ResendVerification({ signedIn, defaultEmail }: { signedIn: boolean; defaultEmail?: string }) {
  const locale = getLocale() as Locale
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (sent) {
    return (
      <FormMessage tone="success" takeFocus>
        <p>{m.auth_verify_resend_done()}</p>
      </FormMessage>
    )
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <p>{signedIn ? m.auth_verify_resend_intro_signed_in() : m.auth_verify_resend_intro()}</p>
      {signedIn ? (
        <form
          method="post"
          className={formStack}
          onSubmit={async (e) => {
            e.preventDefault()
            setBusy(true)
            setFailure(null)
            try {
              const result = await resendVerificationEmail({ data: { locale } })
              if (result.ok) setSent(true)
              else setFailure(result.error.message || m.auth_error_generic())
            } catch {
              setFailure(m.auth_error_generic())
            } finally {
              setBusy(false)
            }
          }}
        >
          {failure && <FormMessage tone="error">{failure}</FormMessage>}
          <SubmitButton disabled={busy} busy={busy}>
            {m.auth_verify_resend_submit()}
          </SubmitButton>
        </form>
      ) : (
        <EmailRequestForm
          id="resend"
          submitLabel={m.auth_verify_resend_submit()}
          defaultEmail={defaultEmail}
          onSubmit={(email) => resendVerificationEmail({ data: { email, locale } })}
          onDone={() => setSent(true)}
        />
      )}
    </div>
  )
}
