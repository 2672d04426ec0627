import { implement } from '~/domains/shared/api-route'
import * as api from './consent.contract'
import { storeConsent } from './consent.server'

export const consentRoutes = [
  implement(api.recordConsent, async ({ body }, ctx) => {
    // Public: a visitor decides before signing in. A valid token adds the user to the record.
    const user = await ctx.user()
    const row = await storeConsent(ctx.db, {
      consentId: body.consent_id,
      analytics: body.analytics,
      marketing: body.marketing,
      ip: ctx.ip,
      userAgent: body.user_agent ?? ctx.request.headers.get('user-agent'),
      userId: user?.id ?? null,
      at: ctx.now(),
    })
    return { data: { id: row.id, created_at: row.createdAt.toISOString() } }
  }),
]
