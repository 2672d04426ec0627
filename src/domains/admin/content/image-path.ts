import { z } from 'zod'

/** An image as the shop stores it: a path on the image host (`/images/…`, from the media library) or an https URL. */
export const imagePath = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/images\/[\w\-./]+|https:\/\/\S+)$/, '/images/… or https://…')
  .refine((v) => !v.includes('..'), '/images/… or https://…')
