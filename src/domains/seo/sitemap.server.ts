// The XML sitemap (decision 007): every public page in every locale, with hreflang alternates.
// A small shop gets one file at /sitemap.xml; past PAGES_PER_FILE pages, /sitemap.xml becomes
// a sitemap index of /sitemaps/<part>-<n>.xml files. Every file is streamed in batches.
import type { Db } from '~/db/types'
import { loadSettings } from '~/domains/settings/settings.server'
import { baseLocale, locales } from '~/lib/i18n/locales'
import { sitemapSources, type SitemapEntry, type SitemapSource } from './sitemap-sources.server'

/**
 * Pages per sitemap file. Each page is listed once per locale with seven alternates, so one
 * file holds 12,000 URLs (~13 MB): under the protocol's 50,000 URLs and 50 MB.
 */
export const PAGES_PER_FILE = 2000

export type SitemapOptions = {
  /** The shop's public address (PUBLIC_URL), without a trailing slash. */
  origin: string
  now?: Date
  pagesPerFile?: number
}

type Part = { source: SitemapSource; offset: number; limit: number }
type Plan = { single: true; parts: Part[] } | { single: false; files: string[] }

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)

const trimOrigin = (origin: string) => origin.replace(/\/+$/, '')

/** One `<url>` per locale, each carrying the alternates of every locale and x-default (Italian). */
export function entryXml(entry: SitemapEntry, origin: string): string {
  const href = (l: (typeof locales)[number]) => escapeXml(`${origin}${entry.paths[l]}`)
  const alternates =
    locales.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`).join('') +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href(baseLocale)}"/>`
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : ''
  return locales.map((l) => `<url><loc>${href(l)}</loc>${lastmod}${alternates}</url>\n`).join('')
}

async function* urlset(parts: readonly Part[], origin: string): AsyncGenerator<string> {
  yield XML_HEAD + URLSET_OPEN
  for (const { source, offset, limit } of parts) {
    for await (const batch of source.read(offset, limit)) yield batch.map((e) => entryXml(e, origin)).join('')
  }
  yield '</urlset>\n'
}

async function* sitemapIndex(files: readonly string[], origin: string): AsyncGenerator<string> {
  yield `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`
  for (const file of files) yield `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${file}.xml`)}</loc></sitemap>\n`
  yield '</sitemapindex>\n'
}

async function sourcesOf(db: Db, options: SitemapOptions) {
  const settings = await loadSettings(db)
  const sources = sitemapSources(db, settings, options.now ?? new Date())
  const counts = await Promise.all(sources.map((s) => s.count()))
  return sources.map((source, i) => ({ source, count: counts[i] ?? 0 }))
}

async function plan(db: Db, options: SitemapOptions): Promise<Plan> {
  const perFile = options.pagesPerFile ?? PAGES_PER_FILE
  const sources = await sourcesOf(db, options)
  const total = sources.reduce((sum, s) => sum + s.count, 0)
  if (total <= perFile) {
    return { single: true, parts: sources.map(({ source, count }) => ({ source, offset: 0, limit: count })) }
  }
  const files = sources.flatMap(({ source, count }) =>
    Array.from({ length: Math.ceil(count / perFile) }, (_, i) => `${source.name}-${i + 1}`),
  )
  return { single: false, files }
}

/** What /sitemap.xml serves: the whole urlset for a small shop, else the sitemap index. */
export async function sitemapDocument(db: Db, options: SitemapOptions): Promise<AsyncIterable<string>> {
  const origin = trimOrigin(options.origin)
  const p = await plan(db, options)
  return p.single ? urlset(p.parts, origin) : sitemapIndex(p.files, origin)
}

const fileName = /^(pages|blog|products)-([1-9]\d{0,5})$/

/** /sitemaps/<part>-<n>.xml (`file` without `.xml`), or null when no such file exists. */
export async function sitemapFile(
  db: Db,
  file: string,
  options: SitemapOptions,
): Promise<AsyncIterable<string> | null> {
  const match = fileName.exec(file)
  if (!match) return null
  const perFile = options.pagesPerFile ?? PAGES_PER_FILE
  const found = (await sourcesOf(db, options)).find((s) => s.source.name === match[1])
  const offset = (Number(match[2]) - 1) * perFile
  if (!found || offset >= found.count) return null
  return urlset([{ source: found.source, offset, limit: perFile }], trimOrigin(options.origin))
}

/** Collects a document into one string (tests, small answers). */
export async function xmlText(chunks: AsyncIterable<string>): Promise<string> {
  let text = ''
  for await (const chunk of chunks) text += chunk
  return text
}

/** A streamed XML response: each chunk is sent as soon as its batch has been read. */
export function xmlResponse(chunks: AsyncIterable<string>): Response {
  const iterator = chunks[Symbol.asyncIterator]()
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await iterator.next()
      if (done) controller.close()
      else controller.enqueue(encoder.encode(value))
    },
    async cancel() {
      await iterator.return?.()
    },
  })
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' },
  })
}
