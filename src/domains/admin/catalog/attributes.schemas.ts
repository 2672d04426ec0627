import { z } from 'zod'
import { idSchema } from '~/lib/api/common.schemas'
import { localizedName } from './localized'

const code = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/)

const valueSchema = z.object({ id: idSchema.optional(), code, name: localizedName })
const fields = {
  code,
  name: localizedName,
  filterable: z.boolean(),
  values: z.array(valueSchema).max(200),
}
export const attributeCreateSchema = z
  .object({ ...fields, filterable: fields.filterable.default(true), values: fields.values.default([]) })
  .strict()
  .meta({ id: 'AttributeInput' })
export const attributePatchSchema = z.object(fields).partial().strict().meta({ id: 'AttributePatch' })
export type AttributeCreate = z.output<typeof attributeCreateSchema>
export type AttributePatch = z.output<typeof attributePatchSchema>

const names = z.record(z.string(), z.string())
export const adminAttributeSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string().meta({ description: 'In the request’s locale, else Italian' }),
    names,
    filterable: z.boolean(),
    sort_order: z.number().int(),
    values: z.array(z.object({ id: z.number().int(), code: z.string(), name: names, product_count: z.number().int() })),
  })
  .meta({ id: 'AdminAttribute' })
export type AdminAttribute = z.output<typeof adminAttributeSchema>
export const attributeIdParams = z.object({ id: idSchema })
