import { pagesCompany } from './pages-company'
import { pagesLegal } from './pages-legal'
import type { SeedTranslations } from './types'

export const pageTexts: SeedTranslations = { ...pagesCompany, ...pagesLegal }
