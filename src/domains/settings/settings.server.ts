import { inArray } from 'drizzle-orm'
import type { Db } from '~/db/types'
import { settings } from '~/db/schema'
import { settingKeys, settingsSchema, type Settings } from './settings.schemas'

/** The shop settings: stored values over the defaults, read fresh so a change applies at once. */
export async function loadSettings(db: Db): Promise<Settings> {
  const rows = await db.select().from(settings).where(inArray(settings.key, settingKeys))
  return settingsSchema.parse(Object.fromEntries(rows.map((r) => [r.key, r.value])))
}
