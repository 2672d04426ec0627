import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '~/test/db'

// Every table is either watched by the page-cache version trigger (its rows can appear on a
// public page) or named here as private. A new table must take a side: otherwise a change to
// it could stay invisible behind a cached page for up to PAGE_CACHE_MAX_AGE_S (decision 011).
const PRIVATE_TABLES = [
  'users',
  'sessions',
  'auth_tokens',
  'login_throttle',
  'addresses',
  'orders',
  'order_lines',
  'order_status_history',
  'idempotency_keys',
  'newsletter_subscribers',
  'consent_records',
  'email_outbox',
  'page_cache_version',
  'order_number_counters',
  'saved_carts',
  'jobs',
  'fiscal_documents',
  'fiscal_document_counters',
  'order_changes',
  'order_counts',
  // Quote and visit requests (decision 097): a customer's own data, never on a public page.
  'quote_requests',
  'quote_photos',
  'quote_request_counters',
  // The shop's quotes (decision 106): a customer's prices and link, never on a public page.
  'quotes',
  'quote_lines',
  'quote_counters',
  'newsletter_campaigns',
  'newsletter_campaign_translations',
  'newsletter_campaign_sends',
  // A retailer's quotes to its clients (decision 111): its costs and its clients, never public.
  'retailer_quotes',
  'retailer_quote_lines',
  'retailer_branding',
]

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
}, 60_000)
afterAll(() => database?.close())

it('every table is watched by the page cache or declared private', async () => {
  const result = (await database.db.execute(sql`
    select c.relname as name,
           exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'page_cache_version_bump') as watched
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
    order by c.relname`)) as unknown as { rows: Array<{ name: string; watched: boolean }> }
  const undecided = result.rows.filter((t) => !t.watched && !PRIVATE_TABLES.includes(t.name)).map((t) => t.name)
  const watchedButPrivate = result.rows.filter((t) => t.watched && PRIVATE_TABLES.includes(t.name)).map((t) => t.name)
  expect(undecided).toEqual([])
  expect(watchedButPrivate).toEqual([])
  expect(result.rows.filter((t) => t.watched).length).toBeGreaterThan(40)
})
