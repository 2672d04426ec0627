import { orderLines, orders } from '~/db/schema'
import type { Db } from '~/db/types'

// An order written as placeOrder writes it (columns and snapshots of order-read.server.ts),
// for tests of what reads orders: the PDF endpoint, the e-mails, the payment.
let serial = 0

export async function insertOrder(
  db: Db,
  userId: number | null,
  email: string,
  overrides: Partial<typeof orders.$inferInsert> = {},
) {
  const number = `2026-8${String(++serial).padStart(5, '0')}`
  const [order] = await db
    .insert(orders)
    .values({
      number,
      userId,
      locale: 'fr',
      customerName: 'Camille Martin',
      customerEmail: email,
      customerRole: 'user',
      subtotal: 93_900,
      discountTotal: 0,
      shippingTotal: 4_900,
      total: 98_800,
      vatRate: 22,
      netTotal: 80_984,
      vatTotal: 17_816,
      paymentSnapshot: {
        code: 'bank_transfer',
        kind: 'local',
        name: 'Virement bancaire',
        instructions: null,
        iban: 'IT60 X054 2811 1010 0000 0123 456',
        reference: number,
      },
      shippingSnapshot: { id: 1, code: 'express', name: 'Express' },
      deliveryType: 'address',
      shippingAddress: {
        recipient: 'Camille Martin',
        company: null,
        street: 'Via Roma 1',
        postcode: '00184',
        city: 'Roma',
        province: 'RM',
        region: 'IT-62',
        country: 'IT',
        phone: null,
      },
      billing: { document: 'receipt' },
      termsAcceptedAt: new Date('2026-03-14T10:00:00Z'),
      madeToMeasureAckAt: new Date('2026-03-14T10:00:00Z'),
      ...overrides,
    })
    .returning()
  const lines = await db
    .insert(orderLines)
    .values([
      {
        orderId: order!.id,
        sku: 'PORTA-CFG',
        name: 'Porte sur mesure Rovere',
        quantity: 1,
        unitPrice: 84_900,
        lineTotal: 84_900,
        vatRate: 22,
        madeToMeasure: true,
        snapshot: {
          variants: [{ id: 1, name: 'Chêne naturel' }],
          extra_option: null,
          choices: [{ step: 'Largeur', value: '82 cm' }],
          configuration: { width: 82 },
          cart_line: { slug: 'porta', variant_ids: [1], extra_option_id: null, configuration: { width: 82 } },
        },
      },
      {
        orderId: order!.id,
        sku: 'MAN-01',
        name: 'Poignée laiton',
        quantity: 2,
        unitPrice: 4_500,
        lineTotal: 9_000,
        vatRate: 22,
        madeToMeasure: false,
        snapshot: {},
      },
    ])
    .returning({ id: orderLines.id })
  const { eq } = await import('drizzle-orm')
  await db
    .update(orders)
    .set({ madeToMeasureLineIds: [lines[0]!.id] })
    .where(eq(orders.id, order!.id))
  return { id: order!.id, number }
}
