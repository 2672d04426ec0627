import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { settingsSchema } from './settings.schemas'

export const getSettings = defineEndpoint({
  method: 'GET',
  path: '/settings',
  summary: 'Shop settings',
  description: 'The public settings map (theme colours, logos, flags). Missing keys have their defaults.',
  tags: ['Settings'],
  access: 'public',
  response: z.object({ data: settingsSchema.meta({ id: 'Settings' }) }),
})
