import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { buttonStyle, FormMessage, inputStyle } from '~/domains/accounts/components/form-kit'
import { provinceOptions } from '~/domains/addresses/provinces'
import type { FieldErrors } from '~/lib/api/errors'
import { localizedHref } from '~/lib/i18n/url-rewrite'
import type { Locale } from '~/lib/i18n/locales'
import { translateIssue, type IssueLike } from '~/lib/validation/issues'
import { m } from '~/paraglide/messages.js'
import { sendQuoteRequest } from '../quotes.functions'
import { createQuoteRequestBody, dayParts, QUOTE_NOTE_MAX, quoteKinds, weekdays } from '../quotes.schemas'
import { quoteBodyOf } from '../quote-form-values'
import { PhotoPicker, type Uploaded } from './photo-picker'

// The quote and visit request form (issue 44, decision 097). Checked with the API's own schema
// before it is sent; the API's answer (the CAP against the province, the quotas) comes back as
// field errors, translated. Without JavaScript the browser posts it (photos included) to the
// page's own POST handler (quote-native-post.server.ts). The `website` field is the honeypot:
// off screen, out of the tab order.

export type StartingItem = { slug: string; name: string }

const kindLabel = (k: (typeof quoteKinds)[number]) =>
  ({ doors: m.quotes_kind_doors(), windows: m.quotes_kind_windows(), shutters: m.quotes_kind_shutters() })[k]
const dayLabel = (d: (typeof weekdays)[number]) =>
  ({
    mon: m.quotes_day_mon(),
    tue: m.quotes_day_tue(),
    wed: m.quotes_day_wed(),
    thu: m.quotes_day_thu(),
    fri: m.quotes_day_fri(),
    sat: m.quotes_day_sat(),
  })[d]
const partLabel = (p: (typeof dayParts)[number]) => (p === 'morning' ? m.quotes_morning() : m.quotes_afternoon())

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
  fieldset: css({
    border: '1px solid',
    borderColor: 'border',
    borderRadius: 'lg',
    p: { base: '3', md: '5' },
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    minW: 0,
  }),
  legend: css({ fontWeight: 'bold', px: '1' }),
  grid: css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' } }),
  check: css({ display: 'flex', gap: '2', alignItems: 'center', minH: '44px' }),
  windows: css({ display: 'grid', gap: '1', gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }),
  error: css({ color: 'error.text', fontSize: 'sm' }),
  honeypot: css({ position: 'absolute', left: '-10000px', w: '1px', h: '1px', overflow: 'hidden' }),
}

function Text(props: {
  name: string
  label: string
  errors?: string[]
  type?: string
  autoComplete?: string
  defaultValue?: string
  multiline?: boolean
  options?: readonly { value: string; label: string }[]
  inputMode?: 'numeric' | 'tel' | 'email'
}) {
  const id = useId()
  const common = {
    id,
    name: props.name,
    className: inputStyle,
    'aria-invalid': props.errors?.length ? true : undefined,
    'aria-describedby': props.errors?.length ? `${id}-error` : undefined,
    autoComplete: props.autoComplete,
    defaultValue: props.defaultValue,
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <label htmlFor={id} className={css({ fontWeight: 'medium' })}>
        {props.label}
      </label>
      {props.options ? (
        <select {...common}>
          <option value="">{m.account_field_province_choose()}</option>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : props.multiline ? (
        <textarea {...common} rows={4} maxLength={QUOTE_NOTE_MAX} />
      ) : (
        <input {...common} type={props.type ?? 'text'} inputMode={props.inputMode} />
      )}
      <Errors id={`${id}-error`} errors={props.errors} />
    </div>
  )
}

const Errors = ({ id, errors }: { id?: string; errors?: string[] }) =>
  errors?.length ? (
    <p id={id} className={styles.error}>
      {errors.join(' ')}
    </p>
  ) : null

function Group(props: { legend: string; errors?: string[]; children: ReactNode }) {
  const id = useId()
  return (
    <fieldset className={styles.fieldset} aria-describedby={props.errors?.length ? id : undefined}>
      <legend className={styles.legend}>{props.legend}</legend>
      {props.children}
      <Errors id={id} errors={props.errors} />
    </fieldset>
  )
}

/** `sent`: the number of a request posted without JavaScript ('' when held back); `failed`: what went wrong then. */
export function QuoteRequestForm(props: { locale: Locale; items: StartingItem[]; sent?: string; failed?: string }) {
  const [items, setItems] = useState(props.items)
  const [photos, setPhotos] = useState<Uploaded[]>([])
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState(props.failed ?? '')
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState<string | null>(props.sent ?? null)

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const formEl = e.currentTarget
    const body = quoteBodyOf(
      new FormData(formEl),
      photos.map((p) => p.token),
    )
    const checked = createQuoteRequestBody.safeParse(body)
    setMessage('')
    if (!checked.success) {
      const found: FieldErrors = {}
      for (const issue of checked.error.issues)
        (found[issue.path.map(String).join('.')] ??= []).push(
          translateIssue(issue as unknown as IssueLike, props.locale),
        )
      setErrors(found)
      queueMicrotask(() =>
        formEl.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input')?.focus(),
      )
      return
    }
    setBusy(true)
    try {
      const result = await sendQuoteRequest({ data: { locale: props.locale, body } })
      if (result.ok) return setSent(result.data.number ?? '')
      setErrors(result.error.fields ?? {})
      setMessage(result.error.message)
    } catch {
      setMessage(m.error_generic_text())
    } finally {
      setBusy(false)
    }
  }

  if (sent !== null) {
    return (
      <div data-testid="quote-sent">
        <FormMessage kind="success">{sent ? m.quotes_sent({ number: sent }) : m.quotes_sent_plain()}</FormMessage>
      </div>
    )
  }
  const err = (k: string) => errors[k]
  return (
    <form
      onSubmit={submit}
      method="post"
      encType="multipart/form-data"
      noValidate
      className={styles.form}
      data-testid="quote-form"
    >
      <Group legend={m.quotes_what()} errors={err('kinds')}>
        <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
          {quoteKinds.map((k) => (
            <label key={k} className={styles.check}>
              <input type="checkbox" name="kinds" value={k} /> {kindLabel(k)}
            </label>
          ))}
        </div>
        <Text
          name="openings"
          label={m.quotes_field_openings()}
          type="number"
          inputMode="numeric"
          errors={err('openings')}
        />
        {items.length > 0 && (
          <div>
            <p className={css({ fontWeight: 'medium' })}>{m.quotes_field_items()}</p>
            <ul className={css({ listStyle: 'none', p: 0, display: 'flex', flexDirection: 'column', gap: '2' })}>
              {items.map((i, n) => (
                <li
                  key={i.slug}
                  className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}
                  data-testid="quote-item"
                >
                  <input type="hidden" name="items" value={i.slug} />
                  <span>{i.name}</span>
                  <button
                    type="button"
                    className={buttonStyle.secondary}
                    onClick={() => setItems(items.filter((x) => x.slug !== i.slug))}
                  >
                    {m.quotes_item_remove({ name: i.name })}
                  </button>
                  <Errors errors={err(`items.${n}.product_slug`)} />
                </li>
              ))}
            </ul>
          </div>
        )}
        <PhotoPicker photos={photos} onChange={setPhotos} errors={err('photos')} />
      </Group>
      <Group legend={m.quotes_where()}>
        <Text
          name="street"
          label={m.account_field_street()}
          autoComplete="street-address"
          errors={err('address.street')}
        />
        <div className={styles.grid}>
          <Text
            name="postcode"
            label={m.account_field_postcode()}
            autoComplete="postal-code"
            inputMode="numeric"
            errors={err('address.postcode')}
          />
          <Text name="city" label={m.account_field_city()} autoComplete="address-level2" errors={err('address.city')} />
        </div>
        <Text
          name="province"
          label={m.account_field_province()}
          options={provinceOptions}
          autoComplete="address-level1"
          errors={err('address.province')}
        />
      </Group>
      <Group legend={m.quotes_when()} errors={err('time_windows')}>
        <div className={styles.windows}>
          {weekdays.flatMap((d) =>
            dayParts.map((p) => (
              <label key={`${d}_${p}`} className={styles.check}>
                <input type="checkbox" name="time_windows" value={`${d}_${p}`} /> {dayLabel(d)} · {partLabel(p)}
              </label>
            )),
          )}
        </div>
      </Group>
      <Group legend={m.quotes_who()}>
        <div className={styles.grid}>
          <Text name="name" label={m.quotes_field_name()} autoComplete="name" errors={err('name')} />
          <Text
            name="phone"
            label={m.quotes_field_phone()}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            errors={err('phone')}
          />
        </div>
        <Text
          name="email"
          label={m.quotes_field_email()}
          type="email"
          autoComplete="email"
          inputMode="email"
          errors={err('email')}
        />
        <Text name="note" label={m.quotes_field_note()} multiline errors={err('note')} />
        <div className={styles.honeypot} aria-hidden="true">
          <label>
            {m.quotes_field_website()} <input type="text" name="website" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <label className={styles.check}>
          <input type="checkbox" name="privacy" aria-invalid={err('privacy') ? true : undefined} />
          <span>
            {m.quotes_field_privacy()}{' '}
            <a href={localizedHref('/privacy')} target="_blank" rel="noopener">
              {m.quotes_privacy_link()}
            </a>
          </span>
        </label>
        <Errors errors={err('privacy')} />
      </Group>
      {message && <FormMessage kind="error">{message}</FormMessage>}
      <button type="submit" className={buttonStyle.primary} disabled={busy} data-testid="quote-submit">
        {busy ? m.quotes_sending() : m.quotes_submit()}
      </button>
    </form>
  )
}
