import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { idSchema } from '~/lib/api/common.schemas'
import {
  configurationInputSchema,
  configuratorModelSchema,
  configuratorModelSummarySchema,
  configuratorQuoteSchema,
} from './configurator.schemas'

export const listConfiguratorModels = defineEndpoint({
  method: 'GET',
  path: '/configurator/models',
  summary: 'Configurable door models, with their starting price in the caller’s tier',
  tags: ['Configurator'],
  access: 'public',
  response: z.object({ data: z.array(configuratorModelSummarySchema) }),
})

export const getConfiguratorModel = defineEndpoint({
  method: 'GET',
  path: '/configurator/models/{id}',
  summary: 'A door model: sizes, steps, options priced for the caller’s tier, and the compatibility rules',
  tags: ['Configurator'],
  access: 'public',
  params: z.object({ id: idSchema }),
  response: z.object({ data: configuratorModelSchema }),
})

export const quoteConfiguration = defineEndpoint({
  method: 'POST',
  path: '/configurator/quote',
  errors: ['not_found'],
  summary: 'Price a configured door: breakdown in the caller’s tier and the options these choices rule out',
  description:
    'The server validates the whole configuration (size within the model’s limits and on its step, known options, one ' +
    'per single-choice step, every required step, compatibility rules) and answers 422 with `fields` naming each ' +
    'problem (an incompatible option gives its rule’s reason). A model that does not exist is a 404.',
  tags: ['Configurator'],
  access: 'public',
  body: configurationInputSchema,
  response: z.object({ data: configuratorQuoteSchema }),
})
