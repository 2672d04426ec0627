import { and, count, eq } from 'drizzle-orm'
import { quotePhotos, quoteRequests } from '~/db/schema'
import type { Db } from '~/db/types'
import { HttpError } from '~/lib/api/errors'
import { MAX_QUOTE_PHOTOS } from './quotes.schemas'

// Photos taken at the visit, one set per measured opening (decision 112): the request photos'
// own store and checks (quote-photos.server.ts), attached to the request and the opening's index.

/** The opening must be measured, and hold fewer than MAX_QUOTE_PHOTOS photos; checked before the bytes are read. */
export async function checkOpeningPhoto(db: Db, requestId: number, opening: number): Promise<void> {
  const [row] = await db
    .select({ measures: quoteRequests.measures })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, requestId))
  if (!row) throw new HttpError('not_found')
  if (opening >= row.measures.length)
    throw new HttpError(
      'validation_failed',
      { opening: ['quotes_error_opening_unknown'] },
      'quotes_error_opening_unknown',
    )
  const [held] = await db
    .select({ n: count() })
    .from(quotePhotos)
    .where(and(eq(quotePhotos.requestId, requestId), eq(quotePhotos.opening, opening)))
  if (Number(held?.n ?? 0) >= MAX_QUOTE_PHOTOS)
    throw new HttpError(
      'validation_failed',
      { file: ['quotes_error_opening_photos_max'] },
      'quotes_error_opening_photos_max',
    )
}
