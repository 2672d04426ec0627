import { implement } from '~/domains/shared/api-route'
import { getAdminStats } from './admin.contract'
import { loadAdminStats } from './admin.server'

// Administration endpoints: the dispatcher refuses them to anyone but an administrator.
export const adminRoutes = [implement(getAdminStats, async (_input, { db }) => ({ data: await loadAdminStats(db) }))]
