import { createFileRoute } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { deleteMyAccount, exportMyData } from '~/domains/accounts/gdpr.functions'
import { privateHead } from '~/domains/accounts/components/account-head'
import {
  buttonStyle,
  FormMessage,
  inputStyle,
  introStyle,
  pageTitleStyle,
  sectionStyle,
} from '~/domains/accounts/components/form-kit'
import { CART_STORAGE_KEY } from '~/domains/cart/cart-lines'
import { CookiePreferencesLink } from '~/domains/consent/components/cookie-preferences-link'
import { AccountNewsletter } from '~/domains/newsletter/components/account-newsletter'
import { fetchAccountNewsletter } from '~/domains/newsletter/account-newsletter.functions'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

// Issue 16, GDPR in the account: download one's data (art. 20), the cookie and newsletter
// choices, and the deletion of the account (art. 17).
export const Route = createFileRoute('/account/privacy')({
  loader: () => fetchAccountNewsletter({ data: { locale: getLocale() as Locale } }),
  head: ({ matches }) => privateHead(matches, m.privacy_title(), '/account/privacy'),
  component: Privacy,
})

const h2 = css({ fontSize: 'xl', fontWeight: 'bold', mb: '2' })

function Privacy() {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <header>
        <h1 className={pageTitleStyle}>{m.privacy_title()}</h1>
        <p className={introStyle}>{m.privacy_intro()}</p>
      </header>
      <ExportSection />
      <section className={sectionStyle} aria-labelledby="privacy-cookies">
        <h2 id="privacy-cookies" className={h2}>
          {m.privacy_cookies_title()}
        </h2>
        <CookiePreferencesLink className={buttonStyle.secondary} />
      </section>
      <AccountNewsletter initial={Route.useLoaderData()} />
      <DeleteSection />
    </div>
  )
}

function ExportSection() {
  const run = useServerFn(exportMyData)
  const [busy, setBusy] = useState(false)
  return (
    <section className={sectionStyle} aria-labelledby="privacy-export">
      <h2 id="privacy-export" className={h2}>
        {m.privacy_export_title()}
      </h2>
      <p className={css({ mb: '4' })}>{m.privacy_export_text()}</p>
      <button
        type="button"
        className={buttonStyle.primary}
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          try {
            const data = await run({ data: { locale: getLocale() as Locale } })
            const url = URL.createObjectURL(new Blob([data], { type: 'application/json' }))
            const link = Object.assign(document.createElement('a'), { href: url, download: 'soglia-dati.json' })
            link.click()
            setTimeout(() => URL.revokeObjectURL(url), 10_000)
          } finally {
            setBusy(false)
          }
        }}
      >
        {m.privacy_export_button()}
      </button>
    </section>
  )
}

function DeleteSection() {
  const id = useId()
  const run = useServerFn(deleteMyAccount)
  const [password, setPassword] = useState('')
  const [sure, setSure] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  return (
    <section className={sectionStyle} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={h2}>
        {m.privacy_delete_title()}
      </h2>
      <p className={css({ mb: '4' })}>{m.privacy_delete_text()}</p>
      <form
        className={css({ display: 'flex', flexDirection: 'column', gap: '3', maxW: '420px' })}
        onSubmit={async (e) => {
          e.preventDefault()
          if (!sure || !password) return
          setBusy(true)
          setError(null)
          try {
            const result = await run({ data: { locale: getLocale() as Locale, password } })
            if (result.ok) {
              try {
                localStorage.removeItem(CART_STORAGE_KEY)
              } catch {
                /* nothing saved */
              }
              // A full load: every part of the page forgets the account.
              window.location.assign('/')
              return
            }
            setError(
              result.error.fields?.password
                ? m.privacy_delete_wrong_password()
                : result.error.message || m.privacy_delete_failed(),
            )
          } catch {
            setError(m.privacy_delete_failed())
          } finally {
            setBusy(false)
          }
        }}
      >
        <label htmlFor={`${id}-password`} className={css({ fontWeight: 'semibold' })}>
          {m.privacy_delete_password()}
        </label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputStyle}
        />
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center', cursor: 'pointer' })}>
          <input
            type="checkbox"
            checked={sure}
            onChange={(e) => setSure(e.currentTarget.checked)}
            className={css({ w: '5', h: '5' })}
          />
          {m.privacy_delete_confirm()}
        </label>
        <div id={`${id}-error`} aria-live="polite">
          {error && <FormMessage kind="error">{error}</FormMessage>}
        </div>
        <div>
          <button type="submit" className={buttonStyle.primary} disabled={busy || !sure || !password}>
            {m.privacy_delete_button()}
          </button>
        </div>
      </form>
    </section>
  )
}
