import { z } from 'zod'
import { pageOf } from '~/domains/admin/list-query'
import { idSchema } from '~/lib/api/common.schemas'
import { defineEndpoint } from '~/lib/api/endpoint'
import { fiscalDocumentRowSchema, fiscalDocumentsQuery, issueBodySchema, orderFiscalSchema } from './fiscal.schemas'

const tags = ['Administration: fiscal documents']
const params = z.object({ id: idSchema })

export const listFiscalDocuments = defineEndpoint({
  method: 'GET',
  path: '/admin/fiscal-documents',
  summary: 'Issued receipts, invoices and credit notes',
  description: '`q` searches the number, the order number and the customer.',
  tags,
  access: 'admin',
  query: fiscalDocumentsQuery,
  response: pageOf(fiscalDocumentRowSchema),
})
export const getFiscalDocument = defineEndpoint({
  method: 'GET',
  path: '/admin/fiscal-documents/{id}',
  summary: 'One fiscal document',
  tags,
  access: 'admin',
  params,
  response: z.object({ data: fiscalDocumentRowSchema }),
})
export const fiscalDocumentPdf = defineEndpoint({
  method: 'GET',
  path: '/admin/fiscal-documents/{id}/pdf',
  summary: 'The document as a PDF, in the order’s language',
  tags,
  access: 'admin',
  params,
  response: z.string().meta({ format: 'binary' }),
  contentType: 'application/pdf',
})
export const fiscalDocumentXml = defineEndpoint({
  method: 'GET',
  path: '/admin/fiscal-documents/{id}/xml',
  summary: 'The FatturaPA XML of an invoice (TD01) or credit note (TD04)',
  description:
    'FatturaPA 1.2 (FPR12), unsigned and not sent: the file to hand to an SDI intermediary. A receipt has none (`404`).',
  tags,
  access: 'admin',
  params,
  response: z.string().meta({ format: 'binary' }),
  contentType: 'application/xml',
})
export const getOrderFiscal = defineEndpoint({
  method: 'GET',
  path: '/admin/orders/{id}/fiscal-documents',
  summary: 'An order’s fiscal documents, and what may be issued now',
  tags,
  access: 'admin',
  params,
  response: z.object({ data: orderFiscalSchema }),
})
export const issueOrderFiscal = defineEndpoint({
  method: 'POST',
  path: '/admin/orders/{id}/fiscal-documents',
  errors: ['conflict'],
  summary: 'Issue the order’s receipt, invoice or credit note',
  description:
    'The order’s choice decides between receipt and invoice; a credit note needs a cancelled, invoiced order. Numbered per series and year without gaps. ' +
    'Issuing a kind again is `409` with the existing `document_id`; an invoice whose billing data (or the shop’s legal data) is incomplete is `422` with the missing `fields`.',
  tags,
  access: 'admin',
  params,
  body: issueBodySchema,
  status: 201,
  response: z.object({ data: fiscalDocumentRowSchema }),
})
