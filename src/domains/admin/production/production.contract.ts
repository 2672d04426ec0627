import { z } from 'zod'
import { orderLineSchema } from '~/domains/orders/orders.schemas'
import { idSchema } from '~/lib/api/common.schemas'
import { defineEndpoint } from '~/lib/api/endpoint'

// The production board (issue 43): the orders the workshop has to make and send, by status.
// Moves go through POST /admin/orders/{id}/events, the order screen's own endpoint.

/** The board's columns: the order machine's states from confirmation up to (not including) shipping. */
export const PRODUCTION_STATUSES = ['confirmed_admin', 'start_production', 'end_production'] as const
export type ProductionStatus = (typeof PRODUCTION_STATUSES)[number]
/** The transitions a card offers ("Sposta a …"); cancelling stays on the order screen. */
export const PRODUCTION_MOVES = [
  'order.start_production',
  'order.end_production',
  'order.ship',
  'order.deliver',
] as const
export type ProductionMove = (typeof PRODUCTION_MOVES)[number]

const day = z.string().meta({ description: 'YYYY-MM-DD' })

export const productionLineSchema = orderLineSchema
  .pick({
    id: true,
    sku: true,
    name: true,
    quantity: true,
    made_to_measure: true,
    variants: true,
    extra_option: true,
    choices: true,
  })
  .meta({ id: 'ProductionLine' })

export const productionCardSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    status: z.enum(PRODUCTION_STATUSES),
    customer: z.string().meta({ description: 'Who ordered, as they were then' }),
    pickup: z.boolean(),
    lines: z.array(productionLineSchema),
    notes: z.string().nullable(),
    due_date: day.meta({
      description: 'The last working day the order can leave and still arrive by the promised day (decision 094)',
    }),
    late: z.boolean().meta({ description: 'The due date is before today in Rome' }),
    estimated_delivery: z.object({ from: day, to: day }).nullable(),
    moves: z
      .array(z.enum(PRODUCTION_MOVES))
      .meta({ description: 'The moves the order machine allows now (send them to POST /admin/orders/{id}/events)' }),
  })
  .meta({ id: 'ProductionCard' })
export type ProductionCard = z.output<typeof productionCardSchema>

export const productionQuery = z.object({
  week: z.iso
    .date()
    .optional()
    .meta({ description: 'Due in the week starting on this Monday (YYYY-MM-DD; another day means its week)' }),
  type: idSchema.optional().meta({ description: 'Product type: a top-level category id; orders with a line of it' }),
})

export const productionBoardSchema = z
  .object({
    data: z.array(productionCardSchema).meta({ description: 'The cards, earliest due first' }),
    meta: z.object({
      today: day.meta({ description: 'Today in Rome: late is a due date before it' }),
      weeks: z
        .array(z.object({ week: day, count: z.number().int() }))
        .meta({ description: 'Due weeks of the board (before filtering), earliest first' }),
      types: z
        .array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() }))
        .meta({ description: 'Product types on the board (before filtering)' }),
    }),
  })
  .meta({ id: 'ProductionBoard' })
export type ProductionBoard = z.output<typeof productionBoardSchema>

export const getProductionBoard = defineEndpoint({
  method: 'GET',
  path: '/admin/production',
  summary: 'The production board: confirmed orders up to shipping, with due date and late flag',
  description:
    'Orders confirmed, in production or produced, each with its lines and chosen options, the due date (the promised delivery minus the transit, in working days) and whether it is late. Filter by due week and product type.',
  tags: ['Administration: orders'],
  access: 'admin',
  query: productionQuery,
  response: productionBoardSchema,
})

export const getProductionSheet = defineEndpoint({
  method: 'GET',
  path: '/admin/orders/{id}/production-sheet',
  summary: 'The printable production sheet of an order on the board, as a PDF',
  description:
    'In the request’s language: the order number (also as a QR code), due date, customer, notes, and each line’s quantity, sizes, options and opening side. Only orders on the production board (confirmed to produced); another is `404`.',
  tags: ['Administration: orders'],
  access: 'admin',
  params: z.object({ id: idSchema }),
  response: z.string().meta({ format: 'binary' }),
  contentType: 'application/pdf',
})

export const getProductionSheets = defineEndpoint({
  method: 'GET',
  path: '/admin/production/sheets',
  errors: ['not_found'],
  summary: 'The production sheets of the board’s orders, as one PDF (a page per order)',
  description:
    'The orders the board shows for the same filters (due week, product type), earliest due first, each sheet as `/admin/orders/{id}/production-sheet` prints it. No order on the board for the selection → `404`.',
  tags: ['Administration: orders'],
  access: 'admin',
  query: productionQuery,
  response: z.string().meta({ format: 'binary' }),
  contentType: 'application/pdf',
})
