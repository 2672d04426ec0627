import { blogDoors } from './blog-doors'
import { blogWindows } from './blog-windows'
import type { SeedTranslations } from './types'

export const blogTexts: SeedTranslations = { ...blogDoors, ...blogWindows }
