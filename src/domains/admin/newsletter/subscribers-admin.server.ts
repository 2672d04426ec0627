import { randomBytes } from 'node:crypto'
import { inArray, sql } from 'drizzle-orm'
import { newsletterSubscribers } from '~/db/schema'
import type { Db } from '~/db/types'
import { NEWSLETTER_EMAIL_PATTERN } from '~/domains/newsletter/newsletter.schemas'
import { HttpError } from '~/lib/api/errors'
import { isLocale, type Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { parseCsv } from '../kit/csv'
import { IMPORT_MAX_ROWS, type ImportRow } from './admin-newsletter.contract'

// Subscribers who consented outside the site (decision 104): stored confirmed at once — there
// is no link to click on a paper form — with the source and the day as the proof of consent.
// An address that unsubscribed is never put back: only its owner can subscribe again.

type Entry = { email: string; locale: Locale; consentSource: string; consentAt: Date }

const day = (v: string): Date | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return null
  const d = new Date(`${v}T12:00:00Z`)
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v ? null : d
}
/** Also the Italian way a paper form is dated (20/11/2026). */
const dayOf = (v: string) =>
  day(
    v.replace(
      /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/,
      (_, d: string, mo: string, y: string) => `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`,
    ),
  )

async function statusesOf(db: Db, emails: string[]): Promise<Map<string, string>> {
  if (!emails.length) return new Map()
  const rows = await db
    .select({ email: sql<string>`lower(${newsletterSubscribers.email})`, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(inArray(sql`lower(${newsletterSubscribers.email})`, emails))
  return new Map(rows.map((r) => [r.email, r.status]))
}

async function insert(db: Db, list: Entry[], now: Date) {
  if (!list.length) return []
  return db
    .insert(newsletterSubscribers)
    .values(
      list.map((e) => ({
        ...e,
        status: 'confirmed' as const,
        confirmedAt: e.consentAt,
        termsAcceptedAt: e.consentAt,
        createdAt: now,
        unsubscribeToken: randomBytes(32).toString('base64url'),
      })),
    )
    .onConflictDoNothing()
    .returning()
}

export async function addSubscriber(
  db: Db,
  input: { email: string; locale: Locale; consent_source: string; consent_at: string },
  now: Date,
  locale: Locale,
) {
  const o = { locale }
  const email = input.email.trim().toLowerCase()
  if (!NEWSLETTER_EMAIL_PATTERN.test(email))
    throw new HttpError('validation_failed', { email: [m.adm_nl_err_email({}, o)] })
  const at = day(input.consent_at)
  if (!at || at > now) throw new HttpError('validation_failed', { consent_at: [m.adm_nl_err_date({}, o)] })
  const status = (await statusesOf(db, [email])).get(email)
  if (status === 'unsubscribed') throw new HttpError('conflict', { email: [m.adm_nl_err_unsubscribed({}, o)] })
  if (status) throw new HttpError('conflict', { email: [m.adm_nl_err_exists({}, o)] })
  const [row] = await insert(
    db,
    [{ email, locale: input.locale, consentSource: input.consent_source, consentAt: at }],
    now,
  )
  if (!row) throw new HttpError('conflict', { email: [m.adm_nl_err_exists({}, o)] })
  return row
}

const HEADER = /^e-?mail$/i

/** The preview of an import, and with `commit` the rows added. Never writes an address twice. */
export async function importSubscribers(db: Db, csv: string, commit: boolean, now: Date, locale: Locale) {
  const table = parseCsv(csv)
  if (table[0] && HEADER.test((table[0][0] ?? '').trim())) table.shift()
  if (table.length > IMPORT_MAX_ROWS)
    throw new HttpError('validation_failed', { csv: [m.adm_nl_err_rows({ max: IMPORT_MAX_ROWS }, { locale })] })
  const emails = table.map((r) => (r[0] ?? '').trim().toLowerCase())
  const known = await statusesOf(db, [...new Set(emails.filter((e) => NEWSLETTER_EMAIL_PATTERN.test(e)))])
  const seen = new Set<string>()
  const toAdd: Entry[] = []
  const rows: ImportRow[] = table.map((cells, i) => {
    const [, lang = '', source = '', date = ''] = cells.map((c) => c.trim())
    const row = { line: i + 1, email: emails[i]!, locale: lang.toLowerCase(), consent_source: source, consent_at: date }
    const refuse = (reason: ImportRow['reason']): ImportRow => ({ ...row, outcome: 'refuse', reason })
    if (!NEWSLETTER_EMAIL_PATTERN.test(row.email)) return refuse('invalid_email')
    if (!isLocale(row.locale)) return refuse('invalid_locale')
    if (!source || source.length > 120) return refuse('invalid_source')
    const at = dayOf(date)
    if (!at || at > now) return refuse('invalid_date')
    if (known.get(row.email) === 'unsubscribed') return refuse('unsubscribed')
    if (known.has(row.email)) return { ...row, outcome: 'skip', reason: 'already_subscribed' }
    if (seen.has(row.email)) return { ...row, outcome: 'skip', reason: 'duplicate' }
    seen.add(row.email)
    toAdd.push({ email: row.email, locale: row.locale, consentSource: source, consentAt: at })
    return { ...row, outcome: 'add', reason: 'ok' }
  })
  const added = commit ? (await insert(db, toAdd, now)).length : toAdd.length
  const count = (o: ImportRow['outcome']) => rows.filter((r) => r.outcome === o).length
  return { committed: commit, added, skipped: count('skip') + (toAdd.length - added), refused: count('refuse'), rows }
}
