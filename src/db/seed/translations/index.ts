// es/fr/de/pt translations of every seeded text, keyed by `translationKey(italian)` (decision
// 025). Italian and English stay beside the data they describe; these four live here so the
// data files stay readable.
import { catalogTranslations } from './catalog'
import { contentTranslations } from './content'
import type { SeedTranslations } from './types'

export type { SeedTranslation } from './types'

export const seedTranslations: SeedTranslations = { ...catalogTranslations, ...contentTranslations }
