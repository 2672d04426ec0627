import { blogTexts } from './blog'
import { commerceTexts } from './commerce'
import { faqTexts } from './faq'
import { pageTexts } from './pages'
import type { SeedTranslations } from './types'

export const contentTranslations: SeedTranslations = { ...commerceTexts, ...faqTexts, ...pageTexts, ...blogTexts }
