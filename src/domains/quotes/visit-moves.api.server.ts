import { HttpError } from '~/lib/api/errors'
import { implement, type ApiContext } from '~/domains/shared/api-route'
import { takeQuota } from '~/domains/auth/throttle.server'
import { mailLater } from '~/domains/auth/mail.server'
import { loadSettings } from '~/domains/settings/settings.server'
import { askOwnVisitMove, askVisitMoveByToken, getVisitByToken } from './quotes.contract'
import { timeWindowText } from './request-words'
import { askVisitMove, toCustomerVisit, visitRequest, type VisitKey } from './visit-moves.server'
import type { quoteRequests } from '~/db/schema'
import type { visitMoveBody } from './quotes.schemas'
import type { z } from 'zod'

// The customer asks to move a planned visit (decision 112), from the e-mail's link or its
// account; the shop is told by e-mail and sees it on the request until it plans the visit again.

export const VISIT_MOVES_PER_REQUEST = 5

async function ask(ctx: ApiContext, key: VisitKey, body: z.output<typeof visitMoveBody>) {
  const now = ctx.now()
  // The quota is per request, counted once the request is known (an unknown link stays 404).
  const { id } = await visitRequest(ctx.db, key)
  if (!(await takeQuota(ctx.db, `visitmove:${id}`, VISIT_MOVES_PER_REQUEST, now)))
    throw new HttpError('too_many_requests', undefined, 'quotes_error_busy')
  const row = await askVisitMove(ctx.db, key, body, now)
  await tellShop(ctx, row)
  return { data: toCustomerVisit(row) }
}

async function tellShop(ctx: ApiContext, row: typeof quoteRequests.$inferSelect) {
  const settings = await loadSettings(ctx.db)
  if (!settings.shop_email || !row.visitMove) return
  const windows = row.visitMove.time_windows.map((w) => timeWindowText(w, 'it')).join('; ')
  mailLater(ctx, settings.shop_email, 'it', {
    template: 'visit_move_asked',
    name: settings.site_name,
    number: row.number,
    customer: row.name,
    email: row.email,
    windows,
    note: row.visitMove.note,
  })
}

export const visitMoveRoutes = [
  implement(getVisitByToken, async ({ params }, ctx) => ({
    data: toCustomerVisit(await visitRequest(ctx.db, { token: params.token })),
  })),
  implement(askVisitMoveByToken, ({ params, body }, ctx) => ask(ctx, { token: params.token }, body)),
  implement(askOwnVisitMove, async ({ params, body }, ctx) =>
    ask(ctx, { id: params.id, userId: (await ctx.user())!.id }, body),
  ),
]
