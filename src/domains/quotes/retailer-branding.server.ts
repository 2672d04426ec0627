import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { runtime } from '#runtime'
import { env } from '~/config/env.server'
import { retailerBranding, users } from '~/db/schema'
import type { Db } from '~/db/types'
import { HttpError } from '~/lib/api/errors'
import { MAX_UPLOAD_PIXELS, uploadsElsewhere } from '~/domains/media/library.server'
import { sniffImage } from '~/domains/media/sniff'
import { folderStorage, type MediaStorage } from '~/domains/media/storage.server'
import type { ShopIdentity } from '~/domains/orders/documents/order-document'
import type { Branding } from './retailer-quote.schemas'
import type { brandingBody } from './retailer-quote.schemas'
import type { z } from 'zod'

// A retailer's letterhead for its own quotes (decision 111): the business details and a logo,
// checked by the media pipeline (type from the bytes, decoded by sharp within the pixel limit)
// and kept apart from the shop's public media: only the retailer's PDFs print it.

/** The PDF library draws PNG and JPEG only. */
const ACCEPTED = ['jpg', 'png'] as const

export const logoStorage = (): MediaStorage => folderStorage(join(env().DATA_DIR, 'retailer-logos'))

export async function loadBranding(db: Db, retailerId: number): Promise<Branding> {
  const [row] = await db.select().from(retailerBranding).where(eq(retailerBranding.userId, retailerId))
  if (row)
    return {
      business_name: row.businessName,
      vat_number: row.vatNumber,
      address: row.address,
      phone: row.phone,
      email: row.email,
      has_logo: Boolean(row.logoFile),
    }
  // Until the retailer fills it in, its account's name and e-mail head the quote.
  const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, retailerId))
  return {
    business_name: user?.name ?? '',
    vat_number: null,
    address: null,
    phone: null,
    email: user?.email ?? null,
    has_logo: false,
  }
}

export async function saveBranding(db: Db, retailerId: number, body: z.output<typeof brandingBody>): Promise<void> {
  const values = {
    businessName: body.business_name,
    vatNumber: body.vat_number || null,
    address: body.address || null,
    phone: body.phone || null,
    email: body.email || null,
  }
  await db
    .insert(retailerBranding)
    .values({ userId: retailerId, ...values })
    .onConflictDoUpdate({ target: retailerBranding.userId, set: values })
}

export async function storeLogo(db: Db, storage: MediaStorage, retailerId: number, bytes: Uint8Array): Promise<void> {
  const kind = sniffImage(bytes)
  if (!kind || !(ACCEPTED as readonly string[]).includes(kind))
    throw new HttpError(
      'unsupported_media_type',
      { file: ['quote_retail_error_logo_type'] },
      'quote_retail_error_logo_type',
    )
  if (!runtime.inspectImage) throw uploadsElsewhere()
  let meta: { format: string; width: number; height: number }
  try {
    meta = await runtime.inspectImage(bytes, MAX_UPLOAD_PIXELS)
  } catch {
    throw new HttpError('unsupported_media_type', { file: ['validation_media_unreadable'] }, 'media_error_not_image')
  }
  if (meta.format !== (kind === 'jpg' ? 'jpeg' : 'png') || !meta.width || !meta.height)
    throw new HttpError('unsupported_media_type', { file: ['validation_media_unreadable'] }, 'media_error_not_image')
  const file = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${kind}`
  await storage.put(file, bytes)
  const branding = await loadBranding(db, retailerId)
  await db
    .insert(retailerBranding)
    .values({ userId: retailerId, businessName: branding.business_name || '—', email: branding.email, logoFile: file })
    .onConflictDoUpdate({ target: retailerBranding.userId, set: { logoFile: file } })
}

/** The retailer as the seller block of the document: its details, never the shop's. */
export async function retailerIdentity(
  db: Db,
  retailerId: number,
): Promise<{ identity: ShopIdentity; logo: Uint8Array | null }> {
  const b = await loadBranding(db, retailerId)
  const [row] = await db
    .select({ logoFile: retailerBranding.logoFile })
    .from(retailerBranding)
    .where(eq(retailerBranding.userId, retailerId))
  const logo = row?.logoFile ? await logoStorage().get(row.logoFile) : null
  return {
    identity: {
      name: b.business_name,
      legalName: b.business_name,
      address: (b.address ?? '')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
      vatNumber: b.vat_number ?? '',
      taxCode: '',
      email: b.email ?? '',
      phone: b.phone ?? '',
      iban: '',
      bankHolder: '',
      siteUrl: '',
    },
    logo: logo ? new Uint8Array(logo) : null,
  }
}
