import { eq } from 'drizzle-orm'
import { jobs, orderLines, orders, orderStatusHistory, quoteRequests, quotes, users } from '~/db/schema'
import type { Db, Tx } from '~/db/types'
import { lineTotal } from '~/domains/cart/pricing'
import { isValidCodiceFiscale } from '~/domains/billing/codice-fiscale'
import { orderMailJobs } from '~/domains/orders/order-notify.server'
import { provisionalOrderNumber } from '~/domains/orders/order-number.server'
import type { PaymentSnapshot } from '~/domains/orders/order-read.server'
import { loadPaymentMethods } from '~/domains/payments/payment-methods.server'
import { loadSettings } from '~/domains/settings/settings.server'
import { regionOf } from '~/domains/shipping/regions'
import { HttpError } from '~/lib/api/errors'
import { isLocale } from '~/lib/i18n/locales'
import { nextQuoteStatus } from './quote-request.machine'
import type { acceptQuoteBody } from './quote-offer.schemas'
import { isExpired, linesOf, quoteByToken, quoteTotals } from './quote-offer.server'
import { INSTALLATION_TEXT_VERSION, jobOrderLines } from './quote-job-order'
import type { OrderInstallation } from '~/domains/orders/orders.schemas'
import type { z } from 'zod'

// The customer accepts a quote online (decision 106): in one transaction, under the quote's row
// lock, the order is written at exactly the quote's amounts — never repriced from the catalogue,
// whose prices may have moved since — with the checkout's acknowledgements, and the request
// moves to accepted through its machine. The order's number is given at commit (decision 047).
// With the customer's declaration of the building's use (decisions 099, 108) the job's VAT is
// the law's: the lines are split by rate (quote-job.ts) and the declaration is stored.

type Acceptance = z.output<typeof acceptQuoteBody>

export async function acceptQuote(
  db: Db,
  token: string,
  body: Acceptance,
  now: Date,
): Promise<{ orderId: number; requestId: number }> {
  return db.transaction(async (tx) => {
    const { row, request } = await quoteByToken(tx, token, true)
    if (row.orderId) throw new HttpError('conflict', undefined, 'quote_offer_error_accepted')
    if (isExpired(row.expiresOn, now)) throw new HttpError('conflict', undefined, 'quote_offer_error_expired')
    const to = nextQuoteStatus(request.status, { type: 'quote.accept' })
    if (to === null) throw new HttpError('invalid_transition', undefined, 'quote_offer_error_closed')
    const lines = await linesOf(tx, row.id)
    const madeToMeasure = lines.some((l) => l.madeToMeasure)
    // Codice del Consumo art. 59(c), as at the checkout: made-to-measure goods cannot be returned.
    if (madeToMeasure && body.acknowledgements.made_to_measure !== true) {
      throw new HttpError('validation_failed', {
        'acknowledgements.made_to_measure': ['validation_made_to_measure_required'],
      })
    }
    const declared = body.installation
    // A deduction needs the invoice in the customer's name with the codice fiscale, and the
    // bonifico parlante carries it: a person's code, checked (its check character too).
    if (declared && declared.deduction !== 'none') {
      const code = declared.tax_code ?? ''
      const problem = !code
        ? 'validation_required'
        : !/^[A-Z0-9]{16}$/.test(code)
          ? 'validation_tax_code'
          : !isValidCodiceFiscale(code)
            ? 'validation_tax_code_check'
            : null
      if (problem) throw new HttpError('validation_failed', { 'installation.tax_code': [problem] })
    }
    // Accounts keep their e-mail in lower case (emailSchema); a request written as typed (an
    // import, an older release) still finds its account, through the e-mail's unique index.
    const account =
      request.userId ??
      (await tx.select({ id: users.id }).from(users).where(eq(users.email, request.email.toLowerCase())))[0]?.id ??
      null
    const installation: OrderInstallation | null = declared
      ? {
          use: declared.use,
          deduction: declared.deduction,
          tax_code: declared.deduction === 'none' ? null : (declared.tax_code ?? null),
          declared_at: now.toISOString(),
          declared_by: { name: request.name, email: request.email },
          text_version: INSTALLATION_TEXT_VERSION,
          significant_value: 0,
          rest_value: 0,
          shop_vat_number:
            (await loadSettings(tx as unknown as Db)).shop_legal.vat_number.replace(/\s+/g, '').replace(/^IT/i, '') ||
            null,
        }
      : null
    const orderId = await writeOrder(tx, { row, request, lines, account, madeToMeasure, installation, now })
    await tx.update(quotes).set({ acceptedAt: now, orderId, updatedAt: now }).where(eq(quotes.id, row.id))
    await tx
      .update(quoteRequests)
      .set({ status: to, statusChangedAt: now, userId: account, updatedAt: now })
      .where(eq(quoteRequests.id, request.id))
    return { orderId, requestId: request.id }
  })
}

type WriteInput = {
  row: typeof quotes.$inferSelect
  request: typeof quoteRequests.$inferSelect
  lines: Awaited<ReturnType<typeof linesOf>>
  account: number | null
  madeToMeasure: boolean
  installation: OrderInstallation | null
  now: Date
}

async function writeOrder(
  tx: Tx,
  { row, request, lines, account, madeToMeasure, installation, now }: WriteInput,
): Promise<number> {
  const locale = isLocale(request.locale) ? request.locale : 'it'
  // Without a declaration (an older client), the quote's own rates; with one, the job's split.
  const job = installation ? jobOrderLines(lines, installation.use, row.number ?? '', locale) : null
  const totals = job?.totals ?? quoteTotals(lines)
  if (job && installation)
    Object.assign(installation, { significant_value: job.significantValue, rest_value: job.restValue })
  const net = totals.vat_breakdown.reduce((n, r) => n + r.net, 0)
  // A quoted job is paid by bank transfer (deposits and balances are agreed with the shop).
  const transfer = (await loadPaymentMethods(tx as unknown as Db, locale)).find((p) => p.code === 'bank_transfer')
  const provisional = provisionalOrderNumber(now)
  const payment: PaymentSnapshot | null = transfer
    ? {
        code: transfer.code,
        kind: transfer.kind,
        name: transfer.name,
        instructions: transfer.instructions,
        iban: transfer.iban,
        reference: provisional,
      }
    : null
  const [order] = await tx
    .insert(orders)
    .values({
      number: provisional,
      paymentReference: transfer ? provisional : null,
      userId: account,
      createdBy: account,
      status: 'pending',
      locale,
      subtotal: totals.subtotal,
      discountTotal: totals.discount,
      total: totals.total,
      vatRate: 22,
      vatTotal: totals.total - net,
      netTotal: net,
      paymentTypeId: transfer?.id ?? null,
      paymentSnapshot: payment,
      customerReference: row.number,
      notes: row.note,
      customerName: request.name,
      customerEmail: request.email,
      customerRole: 'user',
      // A deduction is claimed on an invoice in the customer's name, with the codice fiscale.
      billing: installation?.tax_code
        ? {
            document: 'invoice',
            name: request.name,
            company: null,
            vat_number: null,
            tax_code: installation.tax_code,
            sdi_code: '0000000',
            pec: null,
            address: {
              recipient: request.name,
              company: null,
              street: request.street,
              postcode: request.postcode,
              city: request.city,
              province: request.province,
              region: regionOf({ province: request.province }),
              country: 'IT',
              phone: request.phone,
            },
          }
        : { document: 'receipt' },
      receiptInsteadOfInvoice: !installation?.tax_code,
      installation,
      shippingAddress: {
        recipient: request.name,
        company: null,
        street: request.street,
        postcode: request.postcode,
        city: request.city,
        province: request.province,
        region: regionOf({ province: request.province }),
        country: 'IT',
        phone: request.phone,
      },
      deliveryType: 'address',
      termsAcceptedAt: now,
      madeToMeasureAckAt: madeToMeasure ? now : null,
      createdAt: now,
    })
    .returning({ id: orders.id })
  const orderId = order!.id
  // Discounts are the order's discount (spread over the rates by documentVat); the rest are lines.
  const snapshotOf = (l: (typeof lines)[number]) => ({
    variants: [],
    extra_option: null,
    choices: [],
    configuration: null,
    cart_line: null,
    ...(l.snapshot as object),
    quote: row.number,
  })
  if (job) {
    await tx.insert(orderLines).values(
      job.lines.map(({ line: l, vatKind, ...v }) => ({
        orderId,
        productId: l.productId,
        madeToMeasure: l.madeToMeasure,
        ...v,
        snapshot: { ...snapshotOf(l), vat_kind: vatKind },
      })),
    )
  } else
    await tx.insert(orderLines).values(
      lines
        .filter((l) => l.kind !== 'discount')
        .map((l) => ({
          orderId,
          productId: l.productId,
          sku: l.sku ?? `${row.number}/${l.position + 1}`,
          name: l.description,
          quantity: l.quantity,
          unitPrice: l.unitCents,
          lineTotal: lineTotal(l.unitCents, l.quantity),
          vatRate: l.vatRate,
          madeToMeasure: l.madeToMeasure,
          snapshot: snapshotOf(l),
        })),
    )
  await tx
    .insert(orderStatusHistory)
    .values({ orderId, fromStatus: null, toStatus: 'pending', changedBy: account, note: row.number, createdAt: now })
  await tx.insert(jobs).values(orderMailJobs({ type: 'placed', orderId }))
  return orderId
}
