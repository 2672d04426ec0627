import { pagesCompany } from './pages-company'
import { pagesLegal } from './pages-legal'
import { pagesTerms } from './pages-terms'
import type { SeedTranslations } from './types'

export const pageTexts: SeedTranslations = { ...pagesCompany, ...pagesLegal, ...pagesTerms }
