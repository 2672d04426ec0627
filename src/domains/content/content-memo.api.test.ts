import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import {
  blogPosts,
  blogPostTranslations,
  faqEntryTranslations,
  pages,
  pageTranslations,
  slides,
  slideTranslations,
} from '~/db/schema'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { recordStatements } from '~/test/statements'

// Decision 056: the home page's slides, the blog's posts and the content pages are read once per
// data version, and their dates are compared with the hour of each request: a slide, a post or
// a page scheduled for later shows up, and a slide that ends goes, on time, with no write in
// between.

let database: TestDatabase
let api: ReturnType<typeof createTestApi>
let statements: string[] = []
const clock = { now: new Date('2026-11-20T10:00:00Z') }
const hour = 3_600_000
const reads = (table: string) => statements.filter((s) => s.includes(`from "${table}"`)).length
const get = async <T>(path: string): Promise<T> => {
  const res = await api.call(path)
  expect(res.status).toBe(200)
  return (await res.json()) as T
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  api = createTestApi(database.db, { clock })
  recordStatements(database.db, (text) => statements.push(text))
})
afterAll(() => database?.close())

describe('slides', () => {
  it('start and end at the hour of the request, from the kept rows', async () => {
    const [slide] = await database.db
      .insert(slides)
      .values({
        image: '/images/slides/porte.jpg',
        sortOrder: -1,
        startsAt: new Date(clock.now.getTime() + hour),
        endsAt: new Date(clock.now.getTime() + 3 * hour),
      })
      .returning()
    await database.db.insert(slideTranslations).values({ slideId: slide!.id, locale: 'it', title: 'Fuori tutto' })
    const titles = async () => (await get<{ data: Array<{ title: string }> }>('/slides')).data.map((s) => s.title)
    expect(await titles()).not.toContain('Fuori tutto')
    statements = []
    clock.now = new Date(clock.now.getTime() + 2 * hour)
    expect((await titles())[0]).toBe('Fuori tutto')
    clock.now = new Date(clock.now.getTime() + 2 * hour)
    expect(await titles()).not.toContain('Fuori tutto')
    expect(reads('slides') + reads('slide_translations') + reads('media')).toBe(0)
  })
})

describe('blog posts', () => {
  it('list again without reading the posts, and a scheduled post appears on time', async () => {
    type List = { data: Array<{ slug: string }>; meta: { total: number } }
    const before = await get<List>('/blog-posts?per_page=3')
    const [post] = await database.db
      .insert(blogPosts)
      .values({ status: 'published', publishedAt: new Date(clock.now.getTime() + hour) })
      .returning()
    await database.db
      .insert(blogPostTranslations)
      .values({ postId: post!.id, locale: 'it', title: 'In arrivo', slug: 'in-arrivo', body: 'x' })
    const scheduled = await get<List>('/blog-posts?per_page=3')
    expect(scheduled).toEqual(before)
    statements = []
    expect(await get<List>('/blog-posts?per_page=3')).toEqual(before)
    clock.now = new Date(clock.now.getTime() + 2 * hour)
    const after = await get<List>('/blog-posts?per_page=3')
    expect(after.data[0]!.slug).toBe('in-arrivo')
    expect(after.meta.total).toBe(before.meta.total + 1)
    expect(after.data.slice(1)).toEqual(before.data.slice(0, 2))
    // The new first page's summaries are one read; the posts' times are not read again.
    expect(statements.filter((s) => /from "blog_posts"/.test(s) && !/"blog_posts"\."id" in/.test(s))).toHaveLength(0)
  })
})

describe('content pages', () => {
  it('appear in the menu and at their address on time, from the kept rows', async () => {
    const [page] = await database.db
      .insert(pages)
      .values({ showInMenu: true, sortOrder: 99, publishedAt: new Date(clock.now.getTime() + hour) })
      .returning()
    await database.db
      .insert(pageTranslations)
      .values({ pageId: page!.id, locale: 'it', title: 'Showroom', slug: 'showroom', body: 'Vieni a trovarci.' })
    const menu = async () => (await get<{ data: Array<{ slug: string }> }>('/pages/simple')).data.map((p) => p.slug)
    expect(await menu()).not.toContain('showroom')
    expect((await api.call('/pages/showroom')).status).toBe(404)
    expect((await get<{ data: { slug: string } }>('/pages/chi-siamo')).data.slug).toBe('chi-siamo')
    statements = []
    clock.now = new Date(clock.now.getTime() + 2 * hour)
    expect(await menu()).toContain('showroom')
    expect((await get<{ data: { title: string } }>('/pages/showroom')).data.title).toBe('Showroom')
    await get('/pages/chi-siamo')
    // Only the newly live page's own text is read (by its id); the menu and the slugs are kept.
    const byId = /"page_translations"\."page_id" = |"pages"\."id" = /
    expect(statements.filter((s) => /from "pages"|from "page_translations"/.test(s) && !byId.test(s))).toHaveLength(0)
  })
})

describe('the FAQ', () => {
  it('answers again without reading its entries, and shows an edit on the next read', async () => {
    type Faq = { data: Array<{ entries: Array<{ id: number; question: string }> }> }
    const first = await get<Faq>('/faq')
    statements = []
    expect(await get<Faq>('/faq')).toEqual(first)
    expect(reads('faq_entries') + reads('faq_entry_translations')).toBe(0)
    const entry = first.data[0]!.entries[0]!
    await database.db
      .update(faqEntryTranslations)
      .set({ question: 'Domanda riscritta?' })
      .where(eq(faqEntryTranslations.entryId, entry.id))
    expect((await get<Faq>('/faq')).data[0]!.entries[0]!.question).toBe('Domanda riscritta?')
  })
})

describe('unknown addresses', () => {
  it('are looked up in the slug history once per data version, and a rename is seen at once', async () => {
    expect((await api.call('/pages/vecchio-indirizzo')).status).toBe(404)
    statements = []
    expect((await api.call('/pages/vecchio-indirizzo')).status).toBe(404)
    expect(reads('slug_history')).toBe(0)
    // The page takes that slug and then is renamed: its old address leads to the new one.
    await database.db
      .update(pageTranslations)
      .set({ slug: 'vecchio-indirizzo' })
      .where(eq(pageTranslations.slug, 'chi-siamo'))
    await database.db
      .update(pageTranslations)
      .set({ slug: 'chi-siamo' })
      .where(eq(pageTranslations.slug, 'vecchio-indirizzo'))
    expect((await get<{ data: { slug: string } }>('/pages/vecchio-indirizzo')).data.slug).toBe('chi-siamo')
  })
})
