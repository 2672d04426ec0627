import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { settingsInputSchema, settingsSchema } from './settings.schemas'

export const getSettings = defineEndpoint({
  method: 'GET',
  path: '/settings',
  summary: 'Shop settings',
  description: 'The public settings map (theme colours, logos, flags). Missing keys have their defaults.',
  tags: ['Settings'],
  access: 'public',
  response: z.object({ data: settingsSchema.meta({ id: 'Settings' }) }),
})

export const getAdminSettings = defineEndpoint({
  method: 'GET',
  path: '/admin/settings',
  summary: 'Shop settings as stored now (administrators)',
  description:
    'The same map as `GET /settings`, read fresh for the settings screen. Secret settings (the consent salt and any key not in the settings schema) are never part of it, for administrators neither.',
  tags: ['Settings', 'Administration'],
  access: 'admin',
  response: z.object({ data: settingsSchema }),
})

export const updateSettings = defineEndpoint({
  method: 'PATCH',
  path: '/admin/settings',
  summary: 'Change shop settings (administrators)',
  description:
    'Only the keys sent change; each is validated like the settings map. The shop uses the new values on the next request.',
  tags: ['Settings', 'Administration'],
  access: 'admin',
  body: settingsInputSchema,
  response: z.object({ data: settingsSchema }),
})
