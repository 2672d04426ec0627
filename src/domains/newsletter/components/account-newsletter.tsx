import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import type { z } from 'zod'
import { css } from 'styled-system/css'
import { buttonStyle, FormMessage, sectionStyle } from '~/domains/accounts/components/form-kit'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import type { newsletterStatusSchema } from '../account-newsletter.contract'
import { switchAccountNewsletter } from '../account-newsletter.functions'

type Subscription = z.output<typeof newsletterStatusSchema>

function statusText({ status, email }: Subscription): string {
  if (status === 'confirmed') return m.newsletter_account_confirmed({ email })
  if (status === 'pending') return m.newsletter_account_pending({ email })
  return m.newsletter_account_none({ email })
}

/**
 * The account's newsletter switch (issue 16): subscribe the account's address — with the same
 * double opt-in as the footer box, so it stays "pending" until the e-mailed link is followed —
 * or unsubscribe at once.
 */
export function AccountNewsletter({ initial }: { initial: Subscription }) {
  const run = useServerFn(switchAccountNewsletter)
  const [subscription, setSubscription] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)
  const subscribed = subscription.status === 'confirmed' || subscription.status === 'pending'

  const change = async (want: boolean) => {
    setBusy(true)
    setNotice(null)
    const result = await run({ data: { locale: getLocale() as Locale, subscribed: want } })
    setBusy(false)
    if (!result) return // the session ended: useServerFn went to /login
    if (!result.ok) return setNotice({ kind: 'error', text: result.error.message })
    setSubscription(result.data)
    setNotice({
      kind: 'success',
      text: want ? m.newsletter_account_sent({ email: result.data.email }) : m.newsletter_account_stopped(),
    })
  }

  return (
    <section className={sectionStyle} aria-labelledby="privacy-newsletter">
      <h2 id="privacy-newsletter" className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '2' })}>
        {m.newsletter_account_title()}
      </h2>
      <p data-testid="newsletter-status" className={css({ mb: '4' })}>
        {statusText(subscription)}
      </p>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        {subscription.status !== 'confirmed' && (
          <button
            type="button"
            className={buttonStyle.primary}
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void change(true)}
          >
            {subscription.status === 'pending' ? m.newsletter_account_resend() : m.newsletter_account_subscribe()}
          </button>
        )}
        {subscribed && (
          <button type="button" className={buttonStyle.secondary} disabled={busy} onClick={() => void change(false)}>
            {m.newsletter_account_unsubscribe()}
          </button>
        )}
      </div>
      <div aria-live="polite" className={css({ mt: notice ? '4' : '0' })}>
        {notice && <FormMessage kind={notice.kind}>{notice.text}</FormMessage>}
      </div>
    </section>
  )
}
