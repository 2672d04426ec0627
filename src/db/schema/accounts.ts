import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { createdAt, id, ts, updatedAt } from './columns'
import { authTokenKind, userRole } from './enums'

export const users = pgTable(
  'users',
  {
    id: id(),
    name: varchar({ length: 120 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    role: userRole().notNull().default('user'),
    // A retailer's own users buy at the retailer's conditions and belong to it.
    parentId: integer('parent_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    emailVerifiedAt: ts('email_verified_at'),
    passwordHash: text('password_hash').notNull(),
    locale: varchar({ length: 5 }).notNull().default('it'),
    disabledAt: ts('disabled_at'),
    // Review invitations after a delivery (issue 42, decision 101): when the customer said no
    // more, and the readable token of the e-mail's one-click "no more" link (like the newsletter's).
    reviewInvitesOffAt: ts('review_invites_off_at'),
    reviewInvitesToken: varchar('review_invites_token', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_parent_idx').on(t.parentId),
    uniqueIndex('users_review_invites_token_idx').on(t.reviewInvitesToken),
    // The admin lists' "name or e-mail contains" (ILIKE '%…%') on thousands of customers.
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
)

// Opaque bearer tokens; only their SHA-256 is stored, so a database leak yields no session.
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
    userAgent: text('user_agent'),
    ip: varchar({ length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

// Single-use e-mail verification and password-reset tokens (hashed, expiring).
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: authTokenKind().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    // For an e-mail change: the address being verified.
    email: varchar({ length: 254 }),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId, t.kind)],
)

// Failed-login counters per account and per IP, in the database so they hold across processes.
export const loginThrottle = pgTable('login_throttle', {
  key: varchar({ length: 300 }).primaryKey(),
  failures: integer().notNull().default(0),
  windowStartedAt: ts('window_started_at').notNull().defaultNow(),
  lockedUntil: ts('locked_until'),
})

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: varchar({ length: 80 }),
    recipient: varchar({ length: 120 }).notNull(),
    company: varchar({ length: 120 }),
    street: varchar({ length: 200 }).notNull(),
    postcode: varchar({ length: 10 }).notNull(),
    city: varchar({ length: 120 }).notNull(),
    province: varchar({ length: 60 }),
    region: varchar({ length: 40 }),
    country: varchar({ length: 2 }).notNull().default('IT'),
    phone: varchar({ length: 40 }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
)
