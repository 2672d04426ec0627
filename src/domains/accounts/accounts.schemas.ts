import { z } from 'zod'
import { centsSchema, idSchema, localeSchema, paginationMeta, paginationQuery } from '~/lib/api/common.schemas'
import { emailSchema, nameSchema, passwordSchema, userSchema } from '~/domains/auth/auth.schemas'

export const updateAccountSchema = z
  .object({
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    password: passwordSchema.optional(),
    /** Required to change the e-mail or the password. */
    current_password: z.string().max(200).optional(),
    locale: z.enum(['it', 'en', 'es', 'fr', 'de', 'pt']).optional(),
  })
  .strict()

const optionalText = (max: number) => z.string().trim().max(max).optional().nullable()

// The fields without defaults: a partial update must not reset what it leaves out.
const addressFields = z
  .object({
    label: optionalText(80),
    recipient: nameSchema.pipe(z.string().max(120)),
    company: optionalText(120),
    street: z.string({ error: 'validation_required' }).trim().min(1, { error: 'validation_required' }).max(200),
    // Five digits in Italy (checked with the country below); abroad a postcode of its own shape.
    postcode: z.string({ error: 'validation_required' }).trim().regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, { error: 'validation_postcode' }),
    city: z.string({ error: 'validation_required' }).trim().min(1, { error: 'validation_required' }).max(120),
    province: z.string().trim().regex(/^[A-Za-z]{2}$/, { error: 'validation_province' }).transform((p) => p.toUpperCase()).optional().nullable(),
    region: optionalText(40),
    country: z.string().trim().regex(/^[A-Z]{2}$/),
    phone: z.string().trim().max(40).regex(/^[+\d\s().-]*$/, { error: 'validation_phone' }).optional().nullable(),
    is_default: z.boolean(),
  })
  .strict()

const addressInputObject = addressFields.extend({
  country: addressFields.shape.country.default('IT'),
  is_default: addressFields.shape.is_default.default(false),
})
/** An Italian CAP has five digits; a foreign address (an EU business buyer's) keeps its own. */
const italianPostcode = (a: { country?: string | null; postcode?: string | null }, ctx: z.RefinementCtx) => {
  if ((a.country ?? 'IT') === 'IT' && a.postcode != null && !/^\d{5}$/.test(a.postcode)) ctx.addIssue({ code: 'custom', path: ['postcode'], message: 'validation_postcode' })
}
export const addressInputSchema = addressInputObject.superRefine(italianPostcode)
export const addressPatchSchema = addressFields.partial().superRefine((a, ctx) => {
  // A patch that names no country keeps the stored one, which is Italian for every address of the book today.
  if (a.postcode != null) italianPostcode({ country: a.country ?? 'IT', postcode: a.postcode }, ctx)
})

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
  'pending', 'paid', 'confirmed_admin', 'start_production', 'end_production', 'shipped', 'delivered', 'evaded', 'cancelled',
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
