import { eq } from 'drizzle-orm'
import { orders } from '~/db/schema'
import type { Db } from '~/db/types'
import { insertOrder } from '~/domains/orders/documents/order-fixture'

// Orders for the fiscal-document tests, written as placeOrder writes them (order-fixture.ts):
// one that asked for a receipt, one that asked for an invoice (a company with an SDI code).

export const companyBilling = {
  document: 'invoice',
  name: 'Paolo Verdi',
  company: 'Verdi Costruzioni S.r.l.',
  vat_number: '01234567897',
  tax_code: null,
  sdi_code: 'M5UXCR1',
  pec: null,
  address: {
    recipient: 'Paolo Verdi',
    company: 'Verdi Costruzioni S.r.l.',
    street: 'Via Po 10',
    postcode: '10124',
    city: 'Torino',
    province: 'TO',
    region: 'IT-21',
    country: 'IT',
    phone: null,
  },
}

export const receiptOrder = (db: Db, userId: number | null) =>
  insertOrder(db, userId, 'cliente@soglia.test', { locale: 'it' })

export const invoiceOrder = (db: Db, userId: number | null, billing: Record<string, unknown> = companyBilling) =>
  insertOrder(db, userId, 'cliente@soglia.test', { locale: 'it', receiptInsteadOfInvoice: false, billing })

export async function cancel(db: Db, id: number, reason = 'Il cliente ha rinunciato') {
  await db
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: new Date(), cancelReason: reason })
    .where(eq(orders.id, id))
}
