import { implement } from '~/domains/shared/api-route'
import { getAdminSettings, getSettings, updateSettings } from './settings.contract'
import { loadPublicSettings, loadSettings, saveSettings } from './settings.server'

export const settingsRoutes = [
  implement(getSettings, async (_input, { db }) => ({ data: await loadPublicSettings(db) })),
  implement(getAdminSettings, async (_input, { db }) => ({ data: await loadSettings(db) })),
  implement(updateSettings, async ({ body }, { db }) => ({ data: await saveSettings(db, body) })),
]
