import { localPath } from '~/lib/safe-redirect'
import { redirect } from '@tanstack/react-router'
import type { User } from './auth.schemas'
import type { Role } from '~/domains/shared/roles'

// Spec §6 guards, for `beforeLoad`. The user comes from the root route's context, fetched on
// every navigation, so it is never stale. The API enforces the same rules on its own.
type Ctx = { context: { shell: { user: User | null } }; location: { href: string } }

const toLogin = (location: Ctx['location']) => redirect({ to: '/login', search: { redirect: location.href } })

/** Signed in, or to /login (coming back here after). */
export function requireAuth({ context, location }: Ctx): User {
  if (!context.shell.user) throw toLogin(location)
  return context.shell.user
}

/** Signed in with one of `roles`, else home. */
export function requireRole(ctx: Ctx, roles: Role[]): User {
  const user = requireAuth(ctx)
  if (!roles.includes(user.role)) throw redirect({ to: '/' })
  return user
}

export const requireAdmin = (ctx: Ctx) => requireRole(ctx, ['admin'])
export const requireRetailer = (ctx: Ctx) => requireRole(ctx, ['retailer'])

/** Login, register and the like: a signed-in user goes where the link meant, else home. */
export function requireGuest({ context, location }: Ctx & { location: { search?: unknown } }) {
  if (!context.shell.user) return
  const target = safeRedirect((location.search as { redirect?: unknown } | undefined)?.redirect)
  throw target ? redirect({ href: target }) : redirect({ to: '/' })
}

/**
 * A `redirect` target from an address, followed after sign-in (issue 16) only when it is plainly a
 * path of this shop: on top of the shop-wide check (`localPath`, issue 14), anything a browser could
 * read as another host (`//…`, backslashes, whitespace) is refused rather than repaired.
 */
export function safeRedirect(target: unknown): string | undefined {
  if (typeof target !== 'string' || target.length > 2000 || target.startsWith('//') || /[\\\s]/.test(target))
    return undefined
  return localPath(target) ?? undefined
}
