import type { ConfigurationInput } from './configurator.schemas'

// A configured door as the cart keeps it (`cartConfigurationSchema`, checked on the server by
// `configurationFromCart`). Kept out of `configurator.schemas.ts`: the configurator page imports
// it, and a value import from a schema module brings zod into the browser (decision 015).
export const configurationToCart = (c: ConfigurationInput) => ({
  model: c.model_id,
  width_mm: c.width_mm,
  height_mm: c.height_mm,
  options: [...c.option_ids].sort((a, b) => a - b).join(','),
  ...(c.ral ? { ral: c.ral } : {}),
})
