import { integer, timestamp, varchar } from 'drizzle-orm/pg-core'

// Shared column builders. Money is always integer euro cents (VAT included).
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity()
export const cents = (name: string) => integer(name).notNull().default(0)
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())
export const ts = (name: string) => timestamp(name, { withTimezone: true })
export const locale = () => varchar('locale', { length: 5 }).notNull()
