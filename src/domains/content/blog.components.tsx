import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { shelf } from '~/components/ui/shelf'
import { imageUrl } from '~/lib/format/image'
import type { Locale } from '~/lib/i18n/locales'
import type { BlogPostSummary } from './blog.contract'

const dateFormats = new Map<string, Intl.DateTimeFormat>()

// The shop's time zone, so the server and the browser render the same text.
function dateFormat(locale: Locale): Intl.DateTimeFormat {
  let f = dateFormats.get(locale)
  if (!f) {
    f = new Intl.DateTimeFormat(locale === 'it' ? 'it-IT' : locale, { dateStyle: 'long', timeZone: 'Europe/Rome' })
    dateFormats.set(locale, f)
  }
  return f
}

/** "12 febbraio 2026". */
export const formatDate = (iso: string, locale: Locale): string => dateFormat(locale).format(new Date(iso))

/** "20 novembre 2026 – 30 novembre 2026" (ICU's own ranges zero-pad days in Italian). */
export const formatDateRange = (from: string, until: string, locale: Locale): string =>
  `${formatDate(from, locale)} – ${formatDate(until, locale)}`

/** `layout: 'shelf'`: a sideways shelf on a phone (the home page's latest posts). */
export function BlogPostList({
  posts,
  locale,
  imageHost,
  layout = 'grid',
}: {
  posts: BlogPostSummary[]
  locale: Locale
  imageHost: string
  layout?: 'grid' | 'shelf'
}) {
  return (
    <ul
      className={
        layout === 'shelf'
          ? shelf({ columns: 'halves' })
          : css({
              display: 'grid',
              gap: '6',
              gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
              listStyle: 'none',
              p: 0,
            })
      }
    >
      {posts.map((post) => (
        <li key={post.id}>
          <article
            className={css({
              border: '1px solid',
              borderColor: 'border',
              borderRadius: 'lg',
              overflow: 'hidden',
              h: 'full',
              display: 'flex',
              flexDirection: 'column',
            })}
          >
            <img
              src={imageUrl(post.image, imageHost, '/images/brand/logo.svg')}
              alt=""
              width={800}
              height={450}
              loading="lazy"
              className={css({ w: 'full', h: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', bg: 'bg.subtle' })}
            />
            <div className={css({ p: '5', display: 'flex', flexDirection: 'column', gap: '2', flex: 1 })}>
              <h2 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
                <Link
                  to="/blog-novita/$slug"
                  params={{ slug: post.slug }}
                  className={css({
                    color: 'fg.default',
                    textDecoration: 'none',
                    _hover: { textDecoration: 'underline' },
                  })}
                >
                  {post.title}
                </Link>
              </h2>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                <time dateTime={post.published_at}>{formatDate(post.published_at, locale)}</time>
              </p>
              {post.excerpt && <p className={css({ lineHeight: '1.6' })}>{post.excerpt}</p>}
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
