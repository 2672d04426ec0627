import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt, id, locale, ts, updatedAt } from './columns'
import { publishStatus } from './enums'

// Translatable content: one row per entity and locale; Italian is always present and is
// the fallback for any missing locale.

export const settings = pgTable('settings', {
  key: varchar({ length: 100 }).primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
})

export const pages = pgTable('pages', {
  id: id(),
  icon: varchar({ length: 60 }),
  showInMenu: boolean('show_in_menu').notNull().default(false),
  showInFooter: boolean('show_in_footer').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  status: publishStatus().notNull().default('published'),
  // A published page shows from this instant on (null: at once); drafts never show.
  publishedAt: ts('published_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const pageTranslations = pgTable(
  'page_translations',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: varchar({ length: 200 }).notNull(),
    slug: varchar({ length: 200 }).notNull(),
    // Markdown; rendered and sanitized on output.
    body: text().notNull().default(''),
    metaDescription: varchar('meta_description', { length: 300 }),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.locale] }), uniqueIndex('page_tr_slug_idx').on(t.locale, t.slug)],
)

export const media = pgTable('media', {
  id: id(),
  // Relative to the image host (IMAGE_HOST) or an absolute URL.
  path: varchar({ length: 500 }).notNull(),
  mime: varchar({ length: 100 }).notNull(),
  width: integer(),
  height: integer(),
  sizeBytes: integer('size_bytes'),
  alt: varchar({ length: 300 }),
  // The uploaded file's own name (issue 43): shown in the library and used as the download
  // name; the stored file keeps its content hash (one copy per content, nothing guessable).
  originalName: varchar('original_name', { length: 200 }),
  createdAt: createdAt(),
})

/** A library image's alternative text per locale; `media.alt` stays the default (Italian). */
export const mediaTranslations = pgTable(
  'media_translations',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    locale: locale(),
    alt: varchar({ length: 300 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.locale] })],
)

export const documents = pgTable('documents', {
  id: id(),
  mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
  kind: varchar({ length: 40 }).notNull().default('generic'),
  isPublic: boolean('is_public').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
})

export const documentTranslations = pgTable(
  'document_translations',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: varchar({ length: 200 }).notNull(),
    description: text(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.locale] })],
)

export const slides = pgTable('slides', {
  id: id(),
  image: varchar({ length: 500 }).notNull(),
  link: varchar({ length: 500 }),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean().notNull().default(true),
  // The slideshow shows an active slide between these instants (either side open when null).
  startsAt: ts('starts_at'),
  endsAt: ts('ends_at'),
  createdAt: createdAt(),
})

export const slideTranslations = pgTable(
  'slide_translations',
  {
    slideId: integer('slide_id')
      .notNull()
      .references(() => slides.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: varchar({ length: 200 }).notNull(),
    subtitle: varchar({ length: 300 }),
    buttonLabel: varchar('button_label', { length: 60 }),
    imageAlt: varchar('image_alt', { length: 300 }),
    // The button's link in this locale (a localized address); null: the slide's own link.
    link: varchar({ length: 500 }),
  },
  (t) => [primaryKey({ columns: [t.slideId, t.locale] })],
)

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    image: varchar({ length: 500 }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    status: publishStatus().notNull().default('draft'),
    publishedAt: ts('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_posts_published_idx').on(t.status, t.publishedAt)],
)

export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: varchar({ length: 200 }).notNull(),
    slug: varchar({ length: 200 }).notNull(),
    excerpt: varchar({ length: 500 }),
    body: text().notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.postId, t.locale] }), uniqueIndex('blog_tr_slug_idx').on(t.locale, t.slug)],
)

export const faqEntries = pgTable('faq_entries', {
  id: id(),
  groupCode: varchar('group_code', { length: 60 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  published: boolean().notNull().default(true),
  createdAt: createdAt(),
})

export const faqEntryTranslations = pgTable(
  'faq_entry_translations',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => faqEntries.id, { onDelete: 'cascade' }),
    locale: locale(),
    groupLabel: varchar('group_label', { length: 120 }).notNull(),
    question: varchar({ length: 300 }).notNull(),
    answer: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.locale] })],
)
