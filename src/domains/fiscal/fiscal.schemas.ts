import type { DocInstallation } from '~/domains/orders/documents/order-document'
import { z } from 'zod'
import { centsSchema, idSchema } from '~/lib/api/common.schemas'
import { adminListQuery, dayQuery } from '~/domains/admin/list-query'

// Wire shapes of fiscal documents (issue 12, decision 031). Client-safe: the admin screens
// type their rows with these. `FiscalData` is what a document froze when it was issued.

export const fiscalKinds = ['receipt', 'invoice', 'credit_note'] as const
export const fiscalKindSchema = z.enum(fiscalKinds)
export type FiscalKind = z.output<typeof fiscalKindSchema>

/** FatturaPA ModalitaPagamento of the shop's payment methods (decision 031). */
export type PaymentMode = 'MP01' | 'MP05' | 'MP08'

export type FiscalSeller = {
  name: string
  vat_number: string
  tax_code: string
  street: string
  zip: string
  city: string
  province: string
  country: string
  rea_office: string
  rea_number: string
  regime_fiscale: string
  pec: string
  phone: string
  email: string
  iban: string
}

export type FiscalBuyer = {
  name: string
  company: string | null
  vat_number: string | null
  /** A buyer of another EU member state: its VAT prefix and number (0 % art. 41 transfers). */
  eu_vat?: { country: string; code: string } | null
  tax_code: string | null
  sdi_code: string | null
  pec: string | null
  street: string
  zip: string
  city: string
  province: string | null
  country: string
}

export type FiscalLine = {
  description: string
  code: string | null
  quantity: number
  gross: number
  net: number
  vat_rate: number
  discount?: boolean
}
export type FiscalSummaryRow = { vat_rate: number; net: number; vat: number; gross: number; rounding: number }

export type FiscalData = {
  kind: FiscalKind
  number: string
  /** YYYY-MM-DD in Europe/Rome. */
  date: string
  locale: string
  order: { id: number; number: string; created_at: string }
  seller: FiscalSeller
  /** The invoice's customer; a receipt has only the name. */
  buyer: FiscalBuyer | null
  customer_name: string
  lines: FiscalLine[]
  summary: FiscalSummaryRow[]
  total: number
  net_total: number
  vat_total: number
  prices_include_vat: boolean
  payment: { code: string; name: string; mode: PaymentMode; iban: string | null; paid: boolean }
  /** A credit note's invoice. */
  related: { number: string; date: string } | null
  reason: string | null
  /** An installation job's declaration (decisions 099, 108): the rate's ground and the beni significativi's value. */
  installation?: DocInstallation | null
  /** ProgressivoInvio and the XML file name's progressive (invoices and credit notes). */
  progressive: string | null
}

export const fiscalDocumentRowSchema = z
  .object({
    id: z.number().int(),
    kind: fiscalKindSchema,
    number: z.string().meta({ example: 'FT-2026-000001' }),
    issued_at: z.string(),
    date: z.string().meta({ description: 'Document date, YYYY-MM-DD (Europe/Rome)' }),
    order: z.object({ id: z.number().int(), number: z.string() }),
    customer: z.string(),
    total: centsSchema,
    related_number: z.string().nullable().meta({ description: 'A credit note’s invoice' }),
    has_xml: z.boolean().meta({ description: 'Invoices and credit notes have a FatturaPA XML' }),
  })
  .meta({ id: 'FiscalDocument' })
export type FiscalDocumentRow = z.output<typeof fiscalDocumentRowSchema>

export const fiscalDocumentsQuery = z.object({
  ...adminListQuery(['number', 'issued_at', 'total']),
  kind: fiscalKindSchema.optional(),
  from: dayQuery.meta({ description: 'Issued on or after this day (YYYY-MM-DD)' }),
  to: dayQuery.meta({ description: 'Issued on or before this day (YYYY-MM-DD)' }),
  order_id: idSchema.optional(),
})

export const issueBodySchema = z.strictObject({ kind: fiscalKindSchema }).meta({ id: 'IssueFiscalDocument' })

export const orderFiscalSchema = z
  .object({
    issued: z.array(fiscalDocumentRowSchema),
    /** What may be issued now, each with what is missing (an empty list: it can be issued). */
    offers: z.array(z.object({ kind: fiscalKindSchema, missing: z.array(z.string()) })),
  })
  .meta({ id: 'OrderFiscalDocuments' })
export type OrderFiscal = z.output<typeof orderFiscalSchema>
