import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core'
import { productImages } from './catalog'
import { locale } from './columns'

/**
 * An image's alternative text per locale (decision 025); `product_images.alt` stays the
 * default (Italian), used where a locale has no row.
 */
export const productImageTranslations = pgTable(
  'product_image_translations',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => productImages.id, { onDelete: 'cascade' }),
    locale: locale(),
    alt: varchar({ length: 300 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.locale] })],
)
