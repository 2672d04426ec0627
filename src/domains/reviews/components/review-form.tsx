import { useEffect, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { AuthActor } from '~/domains/auth/components/auth-provider'
import type { FieldErrors } from '~/lib/api/errors'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { fetchReviewEligibility, sendReview } from '../reviews.functions'
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX, type ReviewEligibility } from '../reviews.schemas'

// The review form: shown only when the server says the signed-in customer may review (a
// delivered order holds the product, no review yet). The stars are a native radio group.

const styles = {
  form: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: '4',
    border: '1px solid',
    borderColor: 'border',
    borderRadius: 'lg',
    mb: '6',
    scrollMarginTop: '90px',
  }),
  h3: css({ fontSize: 'lg', fontWeight: 'bold' }),
  stars: css({ display: 'flex', gap: '1', border: 0, p: 0, m: 0, flexWrap: 'wrap' }),
  star: css({
    position: 'relative',
    '& input': { position: 'absolute', opacity: 0, w: 'full', h: 'full', inset: 0, m: 0, cursor: 'pointer' },
    '& span': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minW: '44px',
      minH: '44px',
      px: '2',
      border: '1px solid',
      borderColor: 'border',
      borderRadius: 'md',
      fontSize: 'sm',
      gap: '1',
    },
    '& input:checked + span': { bg: 'primary', color: 'primary.fg', borderColor: 'primary', fontWeight: 'bold' },
    '& input:focus-visible + span': { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
  }),
  label: css({ fontWeight: 'semibold', fontSize: 'sm' }),
  input: css({
    w: 'full',
    minH: '44px',
    px: '3',
    py: '2',
    border: '1px solid',
    borderColor: 'fg.muted',
    borderRadius: 'md',
    bg: 'input.bg',
    color: 'input.fg',
  }),
  error: css({ color: 'error.text', fontSize: 'sm' }),
  button: css({
    alignSelf: 'flex-start',
    minH: '44px',
    px: '5',
    bg: 'primary',
    color: 'primary.fg',
    borderRadius: 'md',
    fontWeight: 'bold',
    cursor: 'pointer',
    _disabled: { opacity: 0.6, cursor: 'progress' },
  }),
  note: css({ p: '3', bg: 'bg.subtle', borderRadius: 'md', mb: '6' }),
}

export function ReviewForm({ slug, locale }: { slug: string; locale: Locale }) {
  const signedIn = AuthActor.useSelector((s) => s.context.user !== null)
  const [eligibility, setEligibility] = useState<ReviewEligibility | null>(null)
  const [sent, setSent] = useState(false)
  useEffect(() => {
    if (!signedIn) return setEligibility(null)
    let live = true
    void fetchReviewEligibility({ data: { locale, slug } }).then(
      (e) => live && setEligibility(e),
      () => {},
    )
    return () => void (live = false)
  }, [signedIn, slug, locale])

  if (sent)
    return (
      <p role="status" className={styles.note} data-testid="review-sent">
        {m.reviews_form_sent()}
      </p>
    )
  if (!eligibility) return null
  if (eligibility.review) {
    return (
      <p className={styles.note} data-testid="review-own">
        {eligibility.review.status === 'pending'
          ? m.reviews_own_pending({ title: eligibility.review.title })
          : m.reviews_own_done()}
      </p>
    )
  }
  if (!eligibility.eligible) return null
  return <Form slug={slug} locale={locale} onSent={() => setSent(true)} />
}

function Form({ slug, locale, onSent }: { slug: string; locale: Locale; onSent: () => void }) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    setBusy(true)
    try {
      const result = await sendReview({
        data: {
          locale,
          slug,
          rating: Number(form.get('rating') ?? 0),
          title: String(form.get('title') ?? ''),
          text: String(form.get('text') ?? ''),
        },
      })
      if (result.ok) return onSent()
      setErrors(result.error.fields ?? {})
      setMessage(result.error.fields ? '' : result.error.message)
    } finally {
      setBusy(false)
    }
  }
  const err = (name: string) =>
    errors[name] ? (
      <p id={`review-${name}-error`} className={styles.error}>
        {errors[name]!.join(' ')}
      </p>
    ) : null
  const described = (name: string) => (errors[name] ? `review-${name}-error` : undefined)
  return (
    <form
      onSubmit={submit}
      className={styles.form}
      noValidate
      data-testid="review-form"
      aria-labelledby="review-form-heading"
    >
      <h3 id="review-form-heading" className={styles.h3}>
        {m.reviews_form_heading()}
      </h3>
      <fieldset className={styles.stars} aria-describedby={described('rating')}>
        <legend className={styles.label}>{m.reviews_form_rating()}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={styles.star}>
            <input
              type="radio"
              name="rating"
              value={n}
              required
              aria-label={m.reviews_star_option({ rating: String(n) })}
            />
            <span aria-hidden="true">{n} ★</span>
          </label>
        ))}
      </fieldset>
      {err('rating')}
      <label className={styles.label} htmlFor="review-title">
        {m.reviews_form_title()}
      </label>
      <input
        id="review-title"
        name="title"
        maxLength={REVIEW_TITLE_MAX}
        required
        className={styles.input}
        aria-invalid={errors.title ? true : undefined}
        aria-describedby={described('title')}
      />
      {err('title')}
      <label className={styles.label} htmlFor="review-text">
        {m.reviews_form_text()}
      </label>
      <textarea
        id="review-text"
        name="text"
        rows={5}
        maxLength={REVIEW_TEXT_MAX}
        required
        className={styles.input}
        aria-invalid={errors.text ? true : undefined}
        aria-describedby={described('text')}
      />
      {err('text')}
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
      <button type="submit" className={styles.button} disabled={busy}>
        {busy ? m.reviews_form_sending() : m.reviews_form_submit()}
      </button>
    </form>
  )
}
