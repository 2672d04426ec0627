import { implement } from '~/server/api/router.server'
import { getSettings, updateSettings } from './settings.contract'
import { loadPublicSettings, saveSettings } from './settings.server'

export const settingsRoutes = [
  implement(getSettings, async (_input, { db }) => ({ data: await loadPublicSettings(db) })),
  implement(updateSettings, async ({ body }, { db }) => ({ data: await saveSettings(db, body) })),
]
