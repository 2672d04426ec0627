import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { recordStatements } from '~/test/statements'

// Decision 056, addendum: a blog post and the promotions page are read once per data version;
// a post's publication time and a promotion's start and end are compared with the hour of each
// request, so they appear and go on time with no write in between. Prices stay per request.

type Json = Record<string, any>
let database: TestDatabase
let api: ReturnType<typeof createTestApi>
let admin: string
let statements: string[] = []
const clock = { now: new Date('2026-11-20T10:00:00Z') }
const hour = 3_600_000
const reads = (table: string) => statements.filter((s) => s.includes(`from "${table}"`)).length
// A read may open with a common table expression (the promotions' category walk, decision 069).
const writes = () =>
  statements.filter((s) => !/^\s*(select|with recursive promotion_scope\b[\s\S]*\)\s*select)\b/i.test(s))
// On PostgreSQL each request reads the data version (other processes write too, decision 044):
// that one read is how a kept answer knows it is current; every other statement counts.
const dataReads = () => statements.filter((s) => !/from page_cache_version\b/.test(s))
const call = (path: string, init: { token?: string; locale?: string } = {}) =>
  api.call(path, { token: init.token, headers: init.locale ? { 'accept-language': init.locale } : {} })
const get = async (path: string, init: { token?: string; locale?: string } = {}): Promise<Json> => {
  const res = await call(path, init)
  expect(res.status, path).toBe(200)
  return (await res.json()) as Json
}
const send = async (method: string, path: string, json: unknown) => {
  const res = await api.call(path, { method, token: admin, json })
  expect(res.status, `${method} ${path}`).toBeLessThan(300)
  return (await res.json()) as Json
}
const signIn = async (email: string) =>
  ((await (await api.call('/auth/login', { method: 'POST', json: { email, password: 'soglia-demo' } })).json()) as Json)
    .access_token as string

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  api = createTestApi(database.db, { clock })
  recordStatements(database.db, (text) => statements.push(text))
  admin = await signIn('admin@soglia.test')
})
afterAll(() => database?.close())

describe('a blog post', () => {
  it('is answered again with no SQL at all, and an admin edit shows on the next request', async () => {
    const [summary] = (await get('/blog-posts?per_page=1')).data as Json[]
    const first = await get(`/blog-posts/${summary!.slug}`)
    statements = []
    expect(await get(`/blog-posts/${summary!.slug}`)).toEqual(first)
    expect(dataReads()).toEqual([])

    const { translations } = (await get(`/admin/blog-posts/${summary!.id}`, { token: admin })).data
    await send('PATCH', `/admin/blog-posts/${summary!.id}`, {
      translations: { it: { ...translations.it, title: 'Titolo riscritto', body: 'Testo nuovo.' } },
    })
    expect((await get(`/blog-posts/${summary!.slug}`)).data).toMatchObject({
      title: 'Titolo riscritto',
      body: 'Testo nuovo.',
    })
  })

  it('scheduled for later, appears exactly at its publication time without a write', async () => {
    const at = new Date(clock.now.getTime() + hour)
    const text = { title: 'Porte in arrivo', slug: 'porte-in-arrivo', body: 'Presto in negozio.' }
    await send('POST', '/admin/blog-posts', {
      status: 'published',
      published_at: at.toISOString(),
      translations: { it: text },
    })
    expect((await call('/blog-posts/porte-in-arrivo')).status).toBe(404)
    statements = []
    clock.now = new Date(at.getTime() - 1)
    expect((await call('/blog-posts/porte-in-arrivo')).status).toBe(404)
    expect(dataReads()).toEqual([])
    clock.now = at
    expect((await get('/blog-posts/porte-in-arrivo')).data).toMatchObject({
      title: 'Porte in arrivo',
      published_at: at.toISOString(),
    })
    // Only the newly live post's own text is read (by its id); its slug's candidates were kept.
    expect(statements.filter((s) => s.includes('"blog_post_translations"."slug" ='))).toEqual([])
    expect(writes()).toEqual([])
  })

  it('published without a time, is stamped with the API’s clock and shows at once', async () => {
    clock.now = new Date(clock.now.getTime() + 3 * hour) // not the machine's time: the blog compares with this clock
    admin = await signIn('admin@soglia.test')
    const text = { title: 'Appena uscito', slug: 'appena-uscito', body: 'Adesso.' }
    const { data } = await send('POST', '/admin/blog-posts', { status: 'published', translations: { it: text } })
    expect(data.published_at).toBe(clock.now.toISOString())
    expect((await get('/blog-posts/appena-uscito')).data).toMatchObject({
      title: 'Appena uscito',
      published_at: clock.now.toISOString(),
    })
  })

  it('answers an unknown slug 404 from memory, and keeps only so many unknown slugs', async () => {
    expect((await call('/blog-posts/mai-scritto')).status).toBe(404)
    statements = []
    expect((await call('/blog-posts/mai-scritto')).status).toBe(404)
    expect(dataReads()).toEqual([])
    // A scan of made-up slugs: past the memo's 1,000 entries the oldest is read again, the
    // newest is not, so memory stays bounded however many a visitor tries.
    for (let i = 0; i < 1000; i++) expect((await call(`/blog-posts/inventato-${i}`)).status).toBe(404)
    statements = []
    expect((await call('/blog-posts/inventato-999')).status).toBe(404)
    expect(dataReads()).toEqual([])
    expect((await call('/blog-posts/mai-scritto')).status).toBe(404)
    expect(statements.filter((s) => s.includes('"blog_post_translations"."slug" ='))).toHaveLength(1)
  })
})

describe('the promotions page', () => {
  const titles = (list: Json) => (list.data as Json[]).map((p) => p.title as string)
  const opening = 'Benvenuti da Soglia: persiane e scuri −10%'

  it('is answered again with no SQL, each tier priced per request from the same kept rows', async () => {
    const anonymous = await get('/promotions')
    expect(titles(anonymous)).toEqual(['Black Friday porte interne: −20%', 'Inverno al caldo: finestre −15%'])
    statements = []
    expect(await get('/promotions')).toEqual(anonymous)
    expect(dataReads()).toEqual([])

    const reseller = await get('/promotions', { token: await signIn('reseller@soglia.test') })
    const products = (list: Json) => (list.data as Json[]).flatMap((p) => p.products as Json[])
    expect(products(reseller).map((p) => p.id)).toEqual(products(anonymous).map((p) => p.id))
    expect(products(reseller).every((p) => p.tier === 'reseller')).toBe(true)
    expect(products(reseller).some((p, i) => p.price !== products(anonymous)[i]!.price)).toBe(true)
    expect(
      reads('promotions') + reads('promotion_translations') + reads('promotion_products') + reads('products'),
    ).toBe(0)
    // Nothing is kept per visitor: the anonymous answer is the same after the reseller's.
    expect(await get('/promotions')).toEqual(anonymous)
  })

  it('ends and starts promotions at the hour of the request, without a write', async () => {
    const blackFriday = (await get('/promotions')).data[0] as Json
    statements = []
    clock.now = new Date(blackFriday.ends_at)
    expect(titles(await get('/promotions'))).toContain(blackFriday.title)
    clock.now = new Date(clock.now.getTime() + 1000)
    // Christmas has started; the shop's opening promotion runs from SEEDED_AT (24 November) for eight weeks.
    expect(titles(await get('/promotions'))).toEqual([
      'Natale sicuro: 150 € su ogni blindata',
      'Inverno al caldo: finestre −15%',
      opening,
    ])
    // The newly running set's products may be read (their rows by id); the promotions are not.
    expect(reads('promotions') + reads('promotion_translations') + reads('promotion_products')).toBe(0)
    expect(writes()).toEqual([])
  })

  it('shows an admin edit on the next request', async () => {
    admin = await signIn('admin@soglia.test') // the clock moved past the first token's life
    const winter = ((await get('/promotions')).data as Json[]).find((p) => p.title.startsWith('Inverno'))!
    await send('PATCH', `/admin/promotions/${winter.id}`, {
      translations: { it: { title: 'Inverno al calduccio', description: winter.description } },
    })
    expect(titles(await get('/promotions'))).toContain('Inverno al calduccio')
    await send('PATCH', `/admin/promotions/${winter.id}`, { ends_at: '2026-11-01' })
    expect(titles(await get('/promotions'))).toEqual(['Natale sicuro: 150 € su ogni blindata', opening])
  })
})
