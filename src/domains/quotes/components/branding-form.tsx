import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { buttonStyle, FormMessage, inputStyle, sectionStyle } from '~/domains/accounts/components/form-kit'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { saveBranding } from '../retailer-quotes.functions'
import type { Branding } from '../retailer-quote.schemas'

// The retailer's letterhead (decision 111): its details and logo replace the shop's on the
// quotes it sends. The logo goes to /account/quotes/logo, which forwards the file to the API.

const FIELDS = [
  ['business_name', () => m.quote_retail_business_name()],
  ['vat_number', () => m.quote_retail_vat_number()],
  ['address', () => m.quote_retail_business_address()],
  ['phone', () => m.quote_retail_phone()],
  ['email', () => m.quote_retail_email()],
] as const

type Key = (typeof FIELDS)[number][0]

export function BrandingForm({ branding, locale }: { branding: Branding; locale: Locale }) {
  const router = useRouter()
  const save = useServerFn(saveBranding)
  const id = useId()
  const [values, setValues] = useState<Record<Key, string>>(
    () => Object.fromEntries(FIELDS.map(([k]) => [k, branding[k] ?? ''])) as Record<Key, string>,
  )
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setBusy(true)
    const form = e.currentTarget
    const file = (form.elements.namedItem('logo') as HTMLInputElement | null)?.files?.[0]
    const optional = (k: Key) => values[k].trim() || null
    const body = {
      business_name: values.business_name,
      vat_number: optional('vat_number'),
      address: optional('address'),
      phone: optional('phone'),
      email: optional('email'),
    }
    const result = await save({ data: { locale, body } })
    let error = result && !result.ok ? result.error.message : null
    if (!error && file) {
      const res = await fetch('/account/quotes/logo', {
        method: 'POST',
        body: file,
        headers: { 'content-type': file.type || 'application/octet-stream' },
      })
      if (!res.ok)
        error =
          ((await res.json().catch(() => null)) as { error?: { message?: string } } | null)?.error?.message ??
          m.error_generic_text()
    }
    setBusy(false)
    setNotice(error ? { kind: 'error', text: error } : { kind: 'success', text: m.quote_retail_branding_saved() })
    await router.invalidate()
  }

  return (
    <section aria-labelledby={`${id}-h`} className={sectionStyle}>
      <h2 id={`${id}-h`} className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })}>
        {m.quote_retail_branding()}
      </h2>
      <form
        onSubmit={(e) => void submit(e)}
        className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}
      >
        {FIELDS.map(([key, label]) => (
          <label
            key={key}
            className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontWeight: 'medium' })}
          >
            {label()}
            <input
              className={inputStyle}
              name={key}
              value={values[key]}
              required={key === 'business_name'}
              onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
            />
          </label>
        ))}
        <label className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontWeight: 'medium' })}>
          {m.quote_retail_logo()}
          <input className={inputStyle} type="file" name="logo" accept="image/png,image/jpeg" />
        </label>
        <div className={css({ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: '2' })}>
          {notice && <FormMessage kind={notice.kind}>{notice.text}</FormMessage>}
          <div>
            <button type="submit" className={buttonStyle.secondary} disabled={busy}>
              {m.quote_retail_save()}
            </button>
          </div>
        </div>
      </form>
    </section>
  )
}
