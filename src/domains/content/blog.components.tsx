import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
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

export function BlogPostList({ posts, locale, imageHost }: { posts: BlogPostSummary[]; locale: Locale; imageHost: string }) {
  return (
    <ul className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' }, listStyle: 'none', p: 0 })}>
      {posts.map((post) => (
        <li key={post.id}>
          <article className={css({ border: '1px solid', borderColor: 'border', borderRadius: 'lg', overflow: 'hidden', h: 'full', display: 'flex', flexDirection: 'column' })}>
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
                  className={css({ color: 'fg.default', textDecoration: 'none', _hover: { textDecoration: 'underline' } })}
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

type Block =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'paragraph'; text: string }

const bullet = /^\s*[-*+]\s+/
const numbered = /^\s*\d+[.)]\s+/

/**
 * The Markdown subset the articles use (headings, lists, paragraphs, bold and italics), as
 * plain React elements: no HTML from the database ever reaches the page.
 */
export function parseMarkdown(markdown: string): Block[] {
  const blocks: Block[] = []
  for (const chunk of markdown.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = chunk.split('\n').filter((l) => l.trim() !== '')
    if (lines.length === 0) continue
    const heading = lines.length === 1 ? /^(#{1,6})\s+(.*)$/.exec(lines[0]!.trim()) : null
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]!.length <= 2 ? 2 : 3, text: heading[2]!.replace(/\s+#+\s*$/, '') })
    } else if (lines.every((l) => bullet.test(l))) {
      blocks.push({ kind: 'list', ordered: false, items: lines.map((l) => l.replace(bullet, '')) })
    } else if (lines.every((l) => numbered.test(l))) {
      blocks.push({ kind: 'list', ordered: true, items: lines.map((l) => l.replace(numbered, '')) })
    } else {
      blocks.push({ kind: 'paragraph', text: lines.map((l) => l.trim().replace(/^#+\s*/, '')).join(' ') })
    }
  }
  return blocks
}

/** `**bold**` and `*italic*` / `_italic_`; everything else stays text. */
function inline(text: string): ReactNode[] {
  const out: ReactNode[] = []
  const pattern = /\*\*(.+?)\*\*|\*(\S(?:.*?\S)?)\*|(?<![\w])_(\S(?:.*?\S)?)_(?![\w])/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) out.push(text.slice(last, match.index))
    out.push(match[1] !== undefined ? <strong key={match.index}>{match[1]}</strong> : <em key={match.index}>{match[2] ?? match[3]}</em>)
    last = match.index + match[0].length
  }
  if (last < text.length) out.push(text.slice(last))
  return out
}

const styles = {
  body: css({ lineHeight: '1.7', '& > * + *': { mt: '4' } }),
  h2: css({ fontSize: '2xl', fontWeight: 'bold', pt: '4' }),
  h3: css({ fontSize: 'xl', fontWeight: 'bold', pt: '2' }),
  ul: css({ pl: '6', listStyleType: 'disc', '& > li + li': { mt: '2' } }),
  ol: css({ pl: '6', listStyleType: 'decimal', '& > li + li': { mt: '2' } }),
}

export function ArticleBody({ markdown }: { markdown: string }) {
  return (
    <div className={styles.body}>
      {parseMarkdown(markdown).map((block, i) => {
        if (block.kind === 'heading') {
          return block.level === 2 ? (
            <h2 key={i} className={styles.h2}>{inline(block.text)}</h2>
          ) : (
            <h3 key={i} className={styles.h3}>{inline(block.text)}</h3>
          )
        }
        if (block.kind === 'list') {
          const items = block.items.map((item, j) => <li key={j}>{inline(item)}</li>)
          return block.ordered ? (
            <ol key={i} className={styles.ol}>{items}</ol>
          ) : (
            <ul key={i} className={styles.ul}>{items}</ul>
          )
        }
        return <p key={i}>{inline(block.text)}</p>
      })}
    </div>
  )
}
