import { catalogBasics } from './catalog-basics'
import { configuratorTexts } from './configurator'
import { productsHardware } from './products-hardware'
import { productsInterior } from './products-interior'
import { productsOutdoor } from './products-outdoor'
import { productsSecurity } from './products-security'
import { productsSliding } from './products-sliding'
import { productsWindows } from './products-windows'
import type { SeedTranslations } from './types'

export const catalogTranslations: SeedTranslations = {
  ...catalogBasics,
  ...productsInterior,
  ...productsSliding,
  ...productsSecurity,
  ...productsWindows,
  ...productsOutdoor,
  ...productsHardware,
  ...configuratorTexts,
}
