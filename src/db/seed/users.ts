import { hashPassword } from '~/domains/auth/passwords.server'
import { eq, sql } from 'drizzle-orm'
import { addresses, users } from '../schema'
import { report, type SeedContext } from './context'
import type { Role } from '~/domains/shared/roles'

/** Shared by every demo account, so a tester can log in as any role with one password. */
export const demoPassword = 'soglia-demo'

type DemoUser = { email: string; name: string; role: Role; parentEmail?: string; locale?: string }

export const demoUsers: DemoUser[] = [
  { email: 'admin@soglia.test', name: 'Amministratore Soglia', role: 'admin' },
  { email: 'cliente@soglia.test', name: 'Giulia Conti', role: 'user' },
  { email: 'rivenditore@soglia.test', name: 'Serramenti Rossi Srl', role: 'retailer' },
  { email: 'reseller@soglia.test', name: 'Edilcasa Rivendita', role: 'reseller' },
  { email: 'altro@soglia.test', name: 'Studio Architetti Bianchi', role: 'other' },
  // A retailer's employee: buys at the retailer's conditions through parent_id.
  { email: 'addetto@rivenditore.test', name: 'Marco Rossi', role: 'user', parentEmail: 'rivenditore@soglia.test' },
]

export async function seedUsers(ctx: SeedContext) {
  const existing = await ctx.tx.select({ email: sql<string>`lower(${users.email})` }).from(users)
  const known = new Set(existing.map((r) => r.email))
  const missing = demoUsers.filter((u) => !known.has(u.email))
  if (missing.length === 0) return

  // Argon2id is deliberately slow: hash once, every demo account shares the password.
  const passwordHash = await hashPassword(demoPassword)
  let count = 0
  for (const u of missing) {
    const parentId = u.parentEmail ? await userIdByEmail(ctx, u.parentEmail) : null
    const [row] = await ctx.tx
      .insert(users)
      .values({
        email: u.email,
        name: u.name,
        role: u.role,
        parentId,
        passwordHash,
        emailVerifiedAt: ctx.now,
        locale: u.locale ?? 'it',
      })
      .returning({ id: users.id })
    count++
    if (row && u.email === 'cliente@soglia.test') {
      await ctx.tx.insert(addresses).values({
        userId: row.id,
        label: 'Casa',
        recipient: 'Giulia Conti',
        street: 'Via Lodovico Settala 12',
        postcode: '20124',
        city: 'Milano',
        province: 'MI',
        region: 'Lombardia',
        country: 'IT',
        phone: '+39 02 1234 5678',
        isDefault: true,
      })
      count++
    }
  }
  report(ctx, 'users and addresses', count)
}

export async function userIdByEmail(ctx: SeedContext, email: string): Promise<number | null> {
  const [row] = await ctx.tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  return row?.id ?? null
}
