import { implement } from '~/domains/shared/api-route'
import {
  getConfiguratorCatalogue,
  updateConfiguratorModel,
  updateConfiguratorOptions,
  updateConfiguratorRules,
} from './catalogue.contract'
import { readCatalogue, saveModel, saveOptions, saveRules } from './catalogue.server'

export const configuratorAdminRoutes = [
  implement(getConfiguratorCatalogue, async (_input, { db }) => ({ data: await readCatalogue(db) })),
  implement(updateConfiguratorModel, async ({ params, body }, { db, locale }) => ({
    data: await saveModel(db, params.id, body, locale),
  })),
  implement(updateConfiguratorOptions, async ({ body }, { db, locale }) => ({
    data: await saveOptions(db, body.steps, locale),
  })),
  implement(updateConfiguratorRules, async ({ body }, { db, locale }) => ({
    data: await saveRules(db, body.rules, locale),
  })),
]
