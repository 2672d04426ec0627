import { z } from 'zod'
import { provinceCode } from '~/domains/addresses/provinces'
import { emailSchema, nameSchema } from '~/domains/auth/auth.schemas'
import { slugSchema } from '~/lib/api/common.schemas'
import { quoteEventTypes, quoteStatuses } from './quote-request.machine'

// Quote and measurement-visit requests (issue 44, decision 097): what a visitor sends and what
// the API answers. Client-safe: the storefront form checks with the same schema as the API.

export const quoteKinds = ['doors', 'windows', 'shutters'] as const
export type QuoteKind = (typeof quoteKinds)[number]
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
export const dayParts = ['morning', 'afternoon'] as const
/** `mon_morning` … `sat_afternoon`: the half-days a technician can come. */
export const timeWindows = weekdays.flatMap((d) => dayParts.map((p) => `${d}_${p}` as const))

export const MAX_QUOTE_PHOTOS = 6
/** A phone camera's JPEG is 2–6 MB: 8 MB leaves room without inviting raw files. */
export const MAX_QUOTE_PHOTO_BYTES = 8 * 1024 * 1024
export const QUOTE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const QUOTE_NOTE_MAX = 2000
export const MAX_QUOTE_ITEMS = 10

export const quoteStatusSchema = z.enum(quoteStatuses)
export const quoteEventTypeSchema = z.enum(quoteEventTypes)

const required = (max: number) =>
  z.string({ error: 'validation_required' }).trim().min(1, { error: 'validation_required' }).max(max)

/** Visits are in Italy: a five-digit CAP and one of the 107 provinces (the CAP's own is the server's check). */
export const quoteAddressSchema = z
  .strictObject({
    street: required(200),
    postcode: z
      .string({ error: 'validation_required' })
      .trim()
      .regex(/^\d{5}$/, { error: 'validation_postcode' }),
    city: required(120),
    province: z
      .string({ error: 'validation_province' })
      .trim()
      .refine((p) => provinceCode(p) !== null, { error: 'validation_province' })
      .transform((p) => provinceCode(p)!),
  })
  .meta({ id: 'QuoteAddress' })

export const createQuoteRequestBody = z
  .strictObject({
    kinds: z
      .array(z.enum(quoteKinds), { error: 'validation_quote_kinds' })
      .min(1, { error: 'validation_quote_kinds' })
      .max(3)
      .meta({ description: 'What to supply: doors, windows, shutters' }),
    openings: z
      .number({ error: 'validation_openings' })
      .int({ error: 'validation_openings' })
      .min(1, { error: 'validation_openings' })
      .max(99, { error: 'validation_openings' }),
    items: z
      .array(z.strictObject({ product_slug: slugSchema, note: z.string().trim().max(300).nullable().optional() }))
      .max(MAX_QUOTE_ITEMS)
      .default([])
      .meta({ description: 'Catalogue products or configured items to start from' }),
    photos: z
      .array(z.string().regex(/^[A-Za-z0-9_-]{20,64}$/))
      .max(MAX_QUOTE_PHOTOS, { error: 'validation_quote_photos_max' })
      .default([])
      .meta({ description: `Tokens of photos uploaded with POST /quote-requests/photos, at most ${MAX_QUOTE_PHOTOS}` }),
    address: quoteAddressSchema,
    time_windows: z
      .array(z.enum(timeWindows))
      .min(1, { error: 'validation_time_windows' })
      .max(timeWindows.length)
      .meta({ description: 'Preferred half-days, e.g. mon_morning' }),
    name: nameSchema,
    email: emailSchema,
    phone: z
      .string({ error: 'validation_required' })
      .trim()
      .min(6, { error: 'validation_phone' })
      .max(40)
      .regex(/^[+\d\s().-]+$/, { error: 'validation_phone' }),
    note: z.string().trim().max(QUOTE_NOTE_MAX).nullable().optional(),
    privacy: z
      .literal(true, { error: 'validation_privacy' })
      .meta({ description: 'The privacy notice was read (GDPR art. 13)' }),
    website: z.string().max(200).optional().meta({ description: 'Leave empty: a field people never see (anti-spam)' }),
  })
  .meta({ id: 'QuoteRequestInput' })

export const quotePhotoSchema = z
  .object({
    id: z.number().int(),
    mime: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    size_bytes: z.number().int(),
    opening: z.number().int().nullable().meta({
      description:
        'Taken at the visit: the measured opening it shows (0-based index into `measures`); null = sent with the request',
    }),
  })
  .meta({ id: 'QuotePhoto' })

export const VISIT_MOVE_NOTE_MAX = 500

export const visitMoveSchema = z
  .object({ at: z.string(), time_windows: z.array(z.string()), note: z.string().nullable() })
  .meta({ id: 'VisitMoveRequest' })

/** The customer's ask to move a planned visit (decision 112): other half-days and a note. */
export const visitMoveBody = z
  .strictObject({
    time_windows: z
      .array(z.enum(timeWindows, { error: 'validation_time_windows' }), { error: 'validation_time_windows' })
      .min(1, { error: 'validation_time_windows' })
      .max(timeWindows.length)
      .meta({ description: 'The half-days that suit better, e.g. tue_afternoon' }),
    note: z.string().trim().max(VISIT_MOVE_NOTE_MAX).nullable().optional(),
  })
  .meta({ id: 'VisitMoveInput' })

/** The planned visit as the customer's link (or account) shows it. */
export const customerVisitSchema = z
  .object({
    number: z.string(),
    status: quoteStatusSchema,
    visit_at: z.string().nullable(),
    visit_until: z.string().nullable(),
    technician: z.string().nullable(),
    address: z.object({ street: z.string(), postcode: z.string(), city: z.string(), province: z.string() }),
    can_move: z.boolean().meta({ description: 'Whether a move can be asked now (only while the visit is planned)' }),
    visit_move: visitMoveSchema.nullable(),
  })
  .meta({ id: 'CustomerVisit' })
export type CustomerVisit = z.output<typeof customerVisitSchema>

export const quoteRequestSchema = z
  .object({
    id: z.number().int(),
    number: z.string().meta({ description: 'Gapless per year, e.g. P2026-0001' }),
    status: quoteStatusSchema,
    kinds: z.array(z.enum(quoteKinds)),
    openings: z.number().int(),
    items: z.array(z.object({ product_slug: z.string(), note: z.string().nullable().optional() })),
    address: z.object({ street: z.string(), postcode: z.string(), city: z.string(), province: z.string() }),
    time_windows: z.array(z.string()),
    visit_at: z.string().nullable(),
    visit_until: z.string().nullable(),
    technician: z.string().nullable(),
    measures: z.array(
      z.object({
        width_mm: z.number().int(),
        height_mm: z.number().int(),
        wall_mm: z.number().int().nullable(),
        side: z.enum(['left', 'right']).nullable(),
        note: z.string().nullable(),
      }),
    ),
    quote_cents: z.number().int().nullable().meta({ description: 'The quoted amount in euro cents, VAT included' }),
    visit_move: visitMoveSchema.nullable().meta({
      description: 'The customer asks to move the planned visit (decision 112); cleared when the shop plans it again',
    }),
    photos: z.array(quotePhotoSchema),
    created_at: z.string(),
    status_changed_at: z.string(),
  })
  .meta({ id: 'QuoteRequest' })
export type QuoteRequest = z.output<typeof quoteRequestSchema>

export const adminQuoteRequestSchema = quoteRequestSchema
  .extend({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    note: z.string().nullable(),
    locale: z.string(),
    user_id: z.number().int().nullable(),
    reason: z.string().nullable(),
    visit_sequence: z.number().int().meta({ description: 'The SEQUENCE of the last visit invitation sent (RFC 5545)' }),
    allowed_events: z.array(quoteEventTypeSchema).meta({ description: 'The moves the status allows' }),
  })
  .meta({ id: 'AdminQuoteRequest' })
export type AdminQuoteRequest = z.output<typeof adminQuoteRequestSchema>

/** One opening as measured at the visit (decision 106): width × height and wall thickness in mm. */
export const measureSchema = z
  .strictObject({
    width_mm: z.number().int().min(200).max(6000),
    height_mm: z.number().int().min(200).max(6000),
    wall_mm: z.number().int().min(20).max(1500).nullable().optional(),
    side: z
      .enum(['left', 'right'])
      .nullable()
      .optional()
      .meta({ description: 'The opening side, seen from the side the door opens towards' }),
    note: z.string().trim().max(300).nullable().optional(),
  })
  .meta({ id: 'OpeningMeasure' })

export const quoteEventBody = z
  .discriminatedUnion('type', [
    z
      .strictObject({
        type: z.literal('quote.plan_visit'),
        visit_at: z.iso.datetime({ offset: true, error: 'validation_visit_at' }),
        // The time window's end and the technician (decision 106): both optional, as a visit moved by phone may not know them.
        visit_until: z.iso.datetime({ offset: true, error: 'validation_visit_at' }).nullable().optional(),
        technician: z.string().trim().max(120).nullable().optional(),
      })
      .refine((v) => !v.visit_until || Date.parse(v.visit_until) > Date.parse(v.visit_at), {
        error: 'validation_visit_until',
        path: ['visit_until'],
      }),
    z.strictObject({
      type: z.literal('quote.measure'),
      measures: z
        .array(measureSchema)
        .max(99)
        .optional()
        .meta({ description: 'The measures per opening, in millimetres' }),
    }),
    // The amount is the sum of the quote's lines, on the server (decision 106): none is sent.
    z.strictObject({ type: z.literal('quote.send_quote') }),
    z.strictObject({ type: z.literal('quote.accept') }),
    z.strictObject({ type: z.literal('quote.decline'), reason: z.string().trim().max(500).nullable().optional() }),
    z.strictObject({ type: z.literal('quote.expire') }),
  ])
  .meta({ id: 'QuoteRequestEvent' })
export type QuoteEventInput = z.output<typeof quoteEventBody>
