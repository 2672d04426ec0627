import { HttpError } from '~/lib/api/errors'
import { implement } from '~/domains/shared/api-route'
import { currentUserRow } from '~/domains/auth/auth.api.server'
import { verifyPassword } from '~/domains/auth/passwords.server'
import * as api from './gdpr.contract'
import { collectUserData, eraseUser, teamSize } from './gdpr.server'

export const gdprRoutes = [
  implement(api.exportAccountData, async (_input, ctx) => {
    const row = await currentUserRow(ctx)
    return { data: await collectUserData(ctx.db, row.id) }
  }),
  implement(api.deleteAccount, async ({ body }, ctx) => {
    const row = await currentUserRow(ctx)
    // The shop must keep an administrator; a retailer's users buy under its account.
    if (row.role === 'admin') throw new HttpError('forbidden')
    if (!(await verifyPassword(row.passwordHash, body.password))) {
      throw new HttpError('validation_failed', { password: ['account_current_password_wrong'] })
    }
    if ((await teamSize(ctx.db, row.id)) > 0) throw new HttpError('conflict', undefined, 'Remove your users first.')
    await eraseUser(ctx.db, row.id)
    return { data: { deleted: true as const } }
  }),
]
