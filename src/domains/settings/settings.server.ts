import { inArray } from 'drizzle-orm'
import { versionedMemo } from '~/db/data-version.server'
import type { Db } from '~/db/types'
import { settings } from '~/db/schema'
import { settingKeys, settingsSchema, type Settings, type SettingsInput } from './settings.schemas'

/** The shop settings: stored values over the defaults, read fresh so a change applies at once. */
export async function loadSettings(db: Db): Promise<Settings> {
  const rows = await db.select().from(settings).where(inArray(settings.key, settingKeys))
  return settingsSchema.parse(Object.fromEntries(rows.map((r) => [r.key, r.value])))
}

/** loadSettings for public reads (GET /settings, every page's shell): once per data version. */
export const loadPublicSettings = versionedMemo(
  (db: Db) => loadSettings(db),
  () => '',
)

/** Stores the given keys; colour palettes and the legal data are merged key by key into the stored ones. */
export async function saveSettings(db: Db, input: SettingsInput): Promise<Settings> {
  const current = await loadSettings(db)
  await db.transaction(async (tx) => {
    for (const [key, value] of Object.entries(input)) {
      const merged =
        key === 'vuetify_colors'
          ? {
              light: { ...current.vuetify_colors.light, ...(value as SettingsInput['vuetify_colors'])?.light },
              dark: { ...current.vuetify_colors.dark, ...(value as SettingsInput['vuetify_colors'])?.dark },
            }
          : key === 'shop_legal'
            ? { ...current.shop_legal, ...(value as SettingsInput['shop_legal']) }
            : value
      await tx
        .insert(settings)
        .values({ key, value: merged })
        .onConflictDoUpdate({ target: settings.key, set: { value: merged } })
    }
  })
  return loadSettings(db)
}
