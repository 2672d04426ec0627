import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { RatingSummary, Review } from '../reviews.schemas'
import { ReviewForm } from './review-form'
import { formatAverage, Stars } from './stars'

// The product page's reviews (issue 42, decision 095), rendered on the server: the average,
// the count per star, the art. 22 c. 4-bis statement, the list with the verified mark and the
// shop's replies. Sorting, the star filter and paging are plain links (no script needed).

export type ReviewsPage = {
  data: Review[]
  summary: RatingSummary
  meta: { page: number; total_pages: number; total: number }
}
export type ReviewsSearch = { r_sort?: 'newest' | 'rating_desc' | 'rating_asc'; r_stars?: number; r_page?: number }

const styles = {
  section: css({
    mt: '12',
    pt: '6',
    borderTopWidth: '1px',
    borderTopStyle: 'solid',
    borderTopColor: 'border',
    scrollMarginTop: '90px',
  }),
  h2: css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' }),
  top: css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: '260px 1fr' }, alignItems: 'start' }),
  average: css({ fontSize: '4xl', fontWeight: 'bold', lineHeight: 1 }),
  bars: css({ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: '1', mt: '3' }),
  barLink: css({
    display: 'grid',
    gridTemplateColumns: '5.5rem 1fr 2.5rem',
    gap: '2',
    alignItems: 'center',
    color: 'fg.default',
    textDecoration: 'none',
    fontSize: 'sm',
    minH: '32px',
    borderRadius: 'sm',
    _hover: { textDecoration: 'underline' },
    '&[aria-current=true]': { fontWeight: 'bold' },
  }),
  track: css({
    h: '2.5',
    bg: 'bg.subtle',
    borderRadius: 'full',
    overflow: 'hidden',
    border: '1px solid',
    borderColor: 'border',
  }),
  fill: css({ h: 'full', bg: 'primary' }),
  statement: css({ fontSize: 'sm', color: 'fg.muted', bg: 'bg.subtle', p: '3', borderRadius: 'md', mt: '4' }),
  tools: css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center', fontSize: 'sm', my: '4' }),
  chip: css({
    color: 'link',
    px: '2',
    py: '1',
    minH: '32px',
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: 'md',
    '&[aria-current=true]': { fontWeight: 'bold', color: 'fg.default', textDecoration: 'none', bg: 'bg.subtle' },
  }),
  list: css({ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: '5' }),
  item: css({ borderBottomWidth: '1px', borderBottomStyle: 'solid', borderBottomColor: 'border', pb: '5' }),
  meta: css({
    display: 'flex',
    gap: '3',
    flexWrap: 'wrap',
    alignItems: 'center',
    fontSize: 'sm',
    color: 'fg.muted',
    mt: '1',
  }),
  verified: css({
    color: 'fg.default',
    fontWeight: 'semibold',
    bg: 'box.tertiary',
    px: '2',
    py: '0.5',
    borderRadius: 'sm',
  }),
  title: css({ fontWeight: 'bold', fontSize: 'md', mt: '2' }),
  text: css({ mt: '1', lineHeight: '1.7', whiteSpace: 'pre-line' }),
  reply: css({
    mt: '3',
    ml: { base: '3', md: '6' },
    pl: '3',
    borderLeftWidth: '3px',
    borderLeftStyle: 'solid',
    borderLeftColor: 'primary',
    fontSize: 'sm',
  }),
}

const date = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' })
const sorts = [
  ['newest', () => m.reviews_sort_newest()],
  ['rating_desc', () => m.reviews_sort_rating_desc()],
  ['rating_asc', () => m.reviews_sort_rating_asc()],
] as const

export function ProductReviews({
  slug,
  reviews,
  search,
  locale,
}: {
  slug: string
  reviews: ReviewsPage
  search: ReviewsSearch
  locale: Locale
}) {
  const { summary } = reviews
  const to = (change: ReviewsSearch) => ({
    to: '.' as const,
    search: (s: Record<string, unknown>) => ({ ...s, r_page: undefined, ...change }),
    hash: 'recensioni',
    resetScroll: false,
  })
  return (
    <section id="recensioni" aria-labelledby="reviews-heading" className={styles.section} data-testid="product-reviews">
      <h2 id="reviews-heading" className={styles.h2}>
        {m.reviews_heading()}
      </h2>
      <div className={styles.top}>
        <div>
          {summary.average !== null ? (
            <>
              <p className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
                <span className={styles.average} data-testid="reviews-average">
                  {formatAverage(summary.average, locale)}
                </span>
                <Stars value={summary.average} locale={locale} />
              </p>
              <p className={css({ mt: '1', fontSize: 'sm' })}>
                {m.reviews_average({ average: formatAverage(summary.average, locale) })} ·{' '}
                <span data-testid="reviews-count">{m.reviews_count({ count: summary.count })}</span>
              </p>
              <ul className={styles.bars} aria-label={m.reviews_breakdown()}>
                {([5, 4, 3, 2, 1] as const).map((n) => (
                  <li key={n}>
                    <Link
                      {...to({ r_stars: search.r_stars === n ? undefined : n })}
                      className={styles.barLink}
                      aria-current={search.r_stars === n ? 'true' : undefined}
                      rel="nofollow"
                    >
                      <span>{m.reviews_stars_n({ count: n })}</span>
                      <span className={styles.track} aria-hidden="true">
                        <span
                          className={styles.fill}
                          style={{
                            display: 'block',
                            width: `${summary.count ? Math.round((summary.breakdown[n] * 100) / summary.count) : 0}%`,
                          }}
                        />
                      </span>
                      <span className={css({ textAlign: 'end' })}>{summary.breakdown[n]}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>{m.reviews_none()}</p>
          )}
          <p className={styles.statement} data-testid="reviews-statement">
            {m.reviews_statement()}
          </p>
        </div>
        <div>
          <ReviewForm slug={slug} locale={locale} />
          {summary.count > 0 && (
            <nav aria-label={m.reviews_sort()} className={styles.tools}>
              <span className={css({ fontWeight: 'semibold' })}>{m.reviews_sort()}:</span>
              {sorts.map(([key, label]) => (
                <Link
                  key={key}
                  {...to({ r_sort: key === 'newest' ? undefined : key })}
                  className={styles.chip}
                  aria-current={(search.r_sort ?? 'newest') === key ? 'true' : undefined}
                  rel="nofollow"
                >
                  {label()}
                </Link>
              ))}
              {search.r_stars !== undefined && (
                <Link {...to({ r_stars: undefined })} className={styles.chip} rel="nofollow">
                  {m.reviews_all_stars()}
                </Link>
              )}
            </nav>
          )}
          {reviews.data.length === 0 && summary.count > 0 && <p>{m.reviews_filtered_none()}</p>}
          <ul className={styles.list} data-testid="reviews-list">
            {reviews.data.map((r) => (
              <li key={r.id} className={styles.item} data-testid="review">
                <Stars value={r.rating} locale={locale} small />
                <h3 className={styles.title} lang={r.locale}>
                  {r.title}
                </h3>
                <p className={styles.meta}>
                  <span>{r.author}</span>
                  <time dateTime={r.created_at}>{date(r.created_at, locale)}</time>
                  {r.verified_purchase && (
                    <span className={styles.verified} data-testid="review-verified">
                      ✓ {m.reviews_verified()}
                    </span>
                  )}
                </p>
                <p className={styles.text} lang={r.locale}>
                  {r.text}
                </p>
                {r.reply && (
                  <div className={styles.reply} data-testid="review-reply">
                    <p className={css({ fontWeight: 'semibold' })}>{m.reviews_reply()}</p>
                    <p className={styles.text}>{r.reply.text}</p>
                  </div>
                )}
              </li>
            ))}
          </ul>
          {reviews.meta.total_pages > 1 && (
            <nav aria-label={m.reviews_heading()} className={styles.tools}>
              {reviews.meta.page > 1 && (
                <Link
                  {...to({ r_page: reviews.meta.page - 1 === 1 ? undefined : reviews.meta.page - 1 })}
                  className={styles.chip}
                  rel="prev"
                >
                  {m.reviews_previous()}
                </Link>
              )}
              {reviews.meta.page < reviews.meta.total_pages && (
                <Link {...to({ r_page: reviews.meta.page + 1 })} className={styles.chip} rel="next">
                  {m.reviews_next()}
                </Link>
              )}
            </nav>
          )}
        </div>
      </div>
    </section>
  )
}
