import { and, asc, desc, eq, ne } from 'drizzle-orm'
import type { Db } from '~/db/types'
import { addresses } from '~/db/schema'
import { HttpError } from '~/lib/api/errors'
import type { Locale } from '~/lib/i18n/locales'
import { postcodeErrors } from '~/domains/addresses/italian-address.server'
import type { z } from 'zod'
import { fieldErrors } from '~/lib/api/errors.server'
import { addressInputSchema } from './accounts.schemas'

type Input = z.output<typeof addressInputSchema>
type Row = typeof addresses.$inferSelect

export const MAX_ADDRESSES = 20

export const toAddress = (r: Row) => ({
  id: r.id,
  label: r.label,
  recipient: r.recipient,
  company: r.company,
  street: r.street,
  postcode: r.postcode,
  city: r.city,
  province: r.province,
  region: r.region,
  country: r.country,
  phone: r.phone,
  is_default: r.isDefault,
})

const columns = (input: Partial<Input>) => ({
  ...(input.label !== undefined ? { label: input.label } : {}),
  ...(input.recipient !== undefined ? { recipient: input.recipient } : {}),
  ...(input.company !== undefined ? { company: input.company } : {}),
  ...(input.street !== undefined ? { street: input.street } : {}),
  ...(input.postcode !== undefined ? { postcode: input.postcode } : {}),
  ...(input.city !== undefined ? { city: input.city } : {}),
  ...(input.province !== undefined ? { province: input.province } : {}),
  ...(input.region !== undefined ? { region: input.region } : {}),
  ...(input.country !== undefined ? { country: input.country } : {}),
  ...(input.phone !== undefined ? { phone: input.phone } : {}),
  ...(input.is_default !== undefined ? { isDefault: input.is_default } : {}),
})

export async function listAddresses(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id))
  return rows.map(toAddress)
}

/** The place a patch makes of a stored address (province as sigla, its region), or a 422 naming the fields. */
function patchedPlace(stored: Row, patch: Partial<Input>, locale: Locale): Partial<Input> {
  const { id: _id, ...book } = toAddress(stored)
  const merged = addressInputSchema.safeParse({
    ...book,
    ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
  })
  if (!merged.success) throw new HttpError('validation_failed', fieldErrors(merged.error, locale))
  const { postcode, province, region, country } = merged.data
  return { postcode, province, region, country }
}

/** Creates or updates one of the user's addresses; one default at most, the first is default. */
export async function saveAddress(db: Db, userId: number, input: Partial<Input>, locale: Locale, id?: number) {
  return db.transaction(async (tx) => {
    const mine = await tx.select().from(addresses).where(eq(addresses.userId, userId))
    const stored = id === undefined ? undefined : mine.find((a) => a.id === id)
    if (id !== undefined && !stored) throw new HttpError('not_found')
    if (id === undefined && mine.length >= MAX_ADDRESSES) throw new HttpError('conflict')
    // A patch of where the address is (CAP, province, country) is checked as the address it
    // makes: a CAP alone against the stored province, a province name kept as its sigla.
    const place =
      stored && (input.postcode !== undefined || input.province !== undefined || input.country !== undefined)
        ? patchedPlace(stored, input, locale)
        : input
    const fields = postcodeErrors(
      {
        country: place.country ?? stored?.country,
        postcode: place.postcode ?? stored?.postcode,
        province: place.province ?? stored?.province,
      },
      locale,
    )
    if (Object.keys(fields).length > 0) throw new HttpError('validation_failed', fields)
    const values = columns({ ...input, ...place, ...(mine.length === 0 ? { is_default: true } : {}) })
    const [row] =
      id === undefined
        ? await tx
            .insert(addresses)
            .values({
              ...(values as Required<typeof values> & Pick<Row, 'recipient' | 'street' | 'postcode' | 'city'>),
              userId,
            })
            .returning()
        : await tx
            .update(addresses)
            .set(values)
            .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
            .returning()
    if (row?.isDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), ne(addresses.id, row.id)))
    }
    return toAddress(row!)
  })
}

export async function removeAddress(db: Db, userId: number, id: number) {
  const [gone] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning()
  if (!gone) throw new HttpError('not_found')
  if (gone.isDefault) {
    const [next] = await db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(asc(addresses.id))
      .limit(1)
    if (next) await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id))
  }
}
