import { z } from 'zod'
import { idSchema } from '~/lib/api/common.schemas'
import { defineEndpoint } from '~/lib/api/endpoint'
import { adminCatalogueSchema, adminModelInputSchema, optionsInputSchema, rulesInputSchema } from './catalogue.schemas'

// The configurator's back office (issue 13): administrators only. Every write answers the
// whole catalogue again, and is refused (422, each problem under its field: `rules.3`,
// `models.2`, `options.17`) when the result would contradict itself or leave a model or an
// option that nobody could configure.

const answer = z.object({ data: adminCatalogueSchema })
const refusal =
  'Checked as a whole catalogue before saving, with the shop’s own rule book: a rule that points nowhere or contradicts another, a model with no valid configuration at its default size, or an option no model can take is refused with 422 and the problem under its field.'

export const getConfiguratorCatalogue = defineEndpoint({
  method: 'GET',
  path: '/admin/configurator',
  summary:
    'The configurator catalogue: models, option groups and options with every tier’s price, rules (administrators)',
  tags: ['Configurator', 'Administration'],
  access: 'admin',
  response: answer,
})

export const updateConfiguratorModel = defineEndpoint({
  method: 'PATCH',
  path: '/admin/configurator/models/{id}',
  summary:
    'Change a configurator model: texts, size limits, price per m² or size table, its photo in each finish (administrators)',
  description: `${refusal} A photo (\`option_images\`) must be of a finish the model is made in, else 422 under \`option_images.N.option_id\`.`,
  tags: ['Configurator', 'Administration'],
  access: 'admin',
  params: z.object({ id: idSchema }),
  body: adminModelInputSchema,
  response: answer,
})

export const updateConfiguratorOptions = defineEndpoint({
  method: 'PUT',
  path: '/admin/configurator/options',
  summary: 'Change option groups and their options, prices included; add options (administrators)',
  description: `Options without an id are added. No option is deleted: one leaves the shop with \`active: false\`. ${refusal}`,
  tags: ['Configurator', 'Administration'],
  access: 'admin',
  body: optionsInputSchema,
  response: answer,
})

export const updateConfiguratorRules = defineEndpoint({
  method: 'PUT',
  path: '/admin/configurator/rules',
  summary: 'Replace the compatibility rules (administrators)',
  description: `requires: the option needs the target (several rows into one group: any of them); excludes: the two cannot go together; only_models: the option exists only on the model (several rows: any of them). ${refusal}`,
  tags: ['Configurator', 'Administration'],
  access: 'admin',
  body: rulesInputSchema,
  response: answer,
})
