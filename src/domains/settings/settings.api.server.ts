import { implement } from '~/server/api/router.server'
import { getSettings } from './settings.contract'
import { loadSettings } from './settings.server'

export const settingsRoutes = [implement(getSettings, async (_input, { db }) => ({ data: await loadSettings(db) }))]
