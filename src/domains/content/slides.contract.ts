import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'

export const slideSchema = z
  .object({
    id: z.number().int(),
    image: z.string(),
    image_alt: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    button_label: z.string().nullable(),
    link: z.string().nullable().meta({ description: 'Canonical (Italian) shop path or absolute URL' }),
  })
  .meta({ id: 'Slide' })

export const listSlides = defineEndpoint({
  method: 'GET',
  path: '/slides',
  summary: 'Home page slideshow (active slides, in order)',
  tags: ['Content'],
  access: 'public',
  response: z.object({ data: z.array(slideSchema) }),
})
