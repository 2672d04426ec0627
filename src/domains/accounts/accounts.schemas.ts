import { z } from 'zod'
import { centsSchema, idSchema, localeSchema, paginationMeta, paginationQuery } from '~/lib/api/common.schemas'
import { provinceCode, regionNameOf } from '~/domains/addresses/provinces'
import { emailSchema, nameSchema, passwordSchema, userSchema } from '~/domains/auth/auth.schemas'
import { locales } from '~/lib/i18n/locales'

export const updateAccountSchema = z
  .object({
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    password: passwordSchema.optional(),
    /** Required to change the e-mail or the password. */
    current_password: z.string().max(200).optional(),
    locale: z.enum(locales).optional(),
  })
  .strict()

const postcodeShape = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/
const optionalText = (max: number) => z.string().trim().max(max).optional().nullable()

// The fields without defaults: a partial update must not reset what it leaves out.
const addressFields = z
  .object({
    label: optionalText(80),
    recipient: nameSchema.pipe(z.string().max(120)),
    company: optionalText(120),
    street: z.string({ error: 'validation_required' }).trim().min(1, { error: 'validation_required' }).max(200),
    // Five digits in Italy (checked with the country below); abroad a postcode of its own shape.
    postcode: z.string({ error: 'validation_required' }).trim().regex(postcodeShape, { error: 'validation_postcode' }),
    city: z.string({ error: 'validation_required' }).trim().min(1, { error: 'validation_required' }).max(120),
    // In Italy one of the 107 provinces, by sigla or name (kept as the sigla); abroad free text.
    province: optionalText(60),
    region: optionalText(40),
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/),
    phone: z
      .string()
      .trim()
      .max(40)
      .regex(/^[+\d\s().-]*$/, { error: 'validation_phone' })
      .optional()
      .nullable(),
    is_default: z.boolean(),
  })
  .strict()

const addressInputObject = addressFields.extend({
  country: addressFields.shape.country.default('IT'),
  is_default: addressFields.shape.is_default.default(false),
})
type AddressShape = {
  country?: string | null
  postcode?: string | null
  province?: string | null
  region?: string | null
}

/**
 * An Italian address has a five-digit CAP and one of the 107 provinces, whose region it takes
 * (shipping zones read it); a foreign address (an EU business buyer's) keeps its own fields.
 * Whether the CAP belongs to the province is the server's check (postcodes.server.ts): its
 * data stays out of the browser.
 */
const italian = (a: AddressShape, ctx: z.RefinementCtx) => {
  if ((a.country ?? 'IT') !== 'IT') return
  // It also runs when other fields failed (one answer names every field), so it reads defensively.
  const postcode = typeof a.postcode === 'string' ? a.postcode.trim() : null
  if (postcode && postcodeShape.test(postcode) && !/^\d{5}$/.test(postcode))
    ctx.addIssue({ code: 'custom', path: ['postcode'], message: 'validation_postcode' })
  const province = typeof a.province === 'string' ? a.province : null
  if (!provinceCode(province)) ctx.addIssue({ code: 'custom', path: ['province'], message: 'validation_province' })
}
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null }
const withProvinceCode = <A extends AddressShape>(a: A): A => {
  const code = (a.country ?? 'IT') === 'IT' && a.province != null ? provinceCode(a.province) : null
  return code ? { ...a, province: code, region: regionNameOf(code) } : a
}
export const addressInputSchema = addressInputObject.superRefine(italian, always).transform(withProvinceCode)
// A patch is checked as the address it makes (the stored one with the patch over it) by the
// server (addresses.server.ts): only it knows the stored country.
// An empty patch is refused: it changes nothing, and the update it made had no column to set (a 500, issue 40).
export const addressPatchSchema = addressFields
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { error: 'validation_nothing_to_change' })
  .meta({ minProperties: 1 })

export const addressSchema = addressInputObject
  .extend({ id: z.number().int(), province: z.string().nullable(), is_default: z.boolean(), country: z.string() })
  .meta({ id: 'Address' })

// No password and, once created, no address change: both belong to the invited user alone
// (issue 14). The user is invited by e-mail and active once it sets its own password.
export const createTeamUserSchema = z.object({ name: nameSchema, email: emailSchema }).strict()
export const updateTeamUserSchema = z.object({ name: nameSchema.optional(), disabled: z.boolean().optional() }).strict()

export const teamUserSchema = userSchema
  .extend({
    disabled: z.boolean(),
    /** True until the user accepts the invitation (sets its own password). */
    invited: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'TeamUser' })

export const orderStatusSchema = z.enum([
  'pending',
  'paid',
  'confirmed_admin',
  'start_production',
  'end_production',
  'shipped',
  'delivered',
  'evaded',
  'cancelled',
])

export const orderSummarySchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    status: orderStatusSchema,
    total: centsSchema,
    created_at: z.string(),
    item_count: z.number().int(),
    placed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .meta({ id: 'OrderSummary' })

// The full order (`Order`) is orders/orders.schemas.ts.

export const idParams = z.object({ id: idSchema })
export const ordersQuery = z.object(paginationQuery)
export { paginationMeta }

/** Inputs of the account server functions (here, not there: see decision 015). */
export const localeInput = z.object({ locale: localeSchema })
export const localeIdInput = localeInput.extend({ id: idSchema })
