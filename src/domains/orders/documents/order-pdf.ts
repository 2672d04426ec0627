import { splitVat, type VatRate } from '~/domains/cart/pricing'
import { a4Document, pageFooters, PDF_MARGIN } from './pdf-document'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import {
  addressLines,
  formatDate,
  lineDetails,
  madeToMeasureLines,
  type OrderDocument,
  type ShopIdentity,
} from './order-document'
import { installationLines } from '../installation-text'
import { paymentText } from './payment-text'

// The order confirmation (issue 11): seller, customer and billing data, the lines with what
// was configured, VAT per rate, totals, how to pay and the withdrawal notice, in the order's
// locale. pdfkit lays out text (wrapping, pages); fonts come from memory, never from disk.

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = PDF_MARGIN
const INK = '#1d2425'
const MUTED = '#4d5759'
const RULE = '#d5dcdd'
const COLS = { item: MARGIN, qty: 318, unit: 352, vat: 430, total: 470, end: A4.width - MARGIN }

type Doc = PDFKit.PDFDocument

/**
 * A quote (decision 106) is printed with the same layout: its own title, and where an order
 * says how it is paid, until when the quote holds and the shop's note.
 */
export type QuoteVariant = {
  title: string
  numberLabel: string
  terms: string[]
  /** A retailer's own quote (decision 111) heads the page with its logo (PNG or JPEG). */
  logo?: Uint8Array | null
}

export async function orderPdf(
  order: OrderDocument,
  shop: ShopIdentity,
  locale: Locale,
  quote?: QuoteVariant,
): Promise<Uint8Array<ArrayBuffer>> {
  const title = quote?.title ?? m.od_pdf_title({}, { locale })
  const { doc, finish } = a4Document({
    title: `${title} ${order.number}`,
    author: shop.legalName || shop.name,
    subject: order.number,
    locale,
  })

  const o = { locale }
  const money = (cents: number) => formatCents(cents, locale)
  header(doc, order, shop, locale, title, quote?.numberLabel, quote?.logo)
  parties(doc, order, shop, locale, Boolean(quote))
  linesTable(doc, order, locale, money)
  totals(doc, order, locale, money, !quote)
  if (order.installation) {
    // The declaration's ground for the rates, the beni significativi apart, the deduction's wording (decisions 099, 108).
    section(doc, m.inst_heading({}, o))
    doc.font('regular').fontSize(9).fillColor(INK)
    for (const line of installationLines(order.installation, locale))
      doc.text(line, MARGIN, doc.y, { width: COLS.end - MARGIN }).moveDown(0.3)
  }
  if (quote) {
    section(doc, title)
    doc.font('regular').fontSize(9).fillColor(INK)
    for (const line of quote.terms) doc.text(line, MARGIN, doc.y, { width: COLS.end - MARGIN }).moveDown(0.3)
    withdrawal(doc, order, locale)
    pageNumbers(doc, order, shop, locale)
    return finish()
  }
  section(doc, m.od_pdf_payment({}, o))
  doc.font('regular').fontSize(9).fillColor(INK)
  doc.text(
    `${order.payment_method.name} · ${order.payment_status === 'paid' ? m.od_pdf_paid({}, o) : m.od_pdf_unpaid({}, o)}`,
  )
  const howToPay = paymentText(order, shop, locale)
  if (howToPay) doc.text(howToPay)
  if (order.estimated_delivery)
    doc.moveDown(0.3).text(
      m.od_pdf_estimated(
        {
          from: formatDate(order.estimated_delivery.from, locale),
          to: formatDate(order.estimated_delivery.to, locale),
        },
        o,
      ),
    )
  if (order.customer_reference) doc.moveDown(0.3).text(m.od_pdf_reference({ reference: order.customer_reference }, o))
  if (order.notes) doc.moveDown(0.3).text(m.od_pdf_notes({ notes: order.notes }, o))
  withdrawal(doc, order, locale)
  pageNumbers(doc, order, shop, locale)
  return finish()
}

function header(
  doc: Doc,
  order: OrderDocument,
  shop: ShopIdentity,
  locale: Locale,
  title: string,
  numberLabel?: string,
  logo?: Uint8Array | null,
) {
  const o = { locale }
  if (logo) {
    doc.image(Buffer.from(logo), MARGIN, MARGIN - 8, { fit: [160, 40] })
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(INK)
      .text(shop.name, MARGIN, MARGIN + 36, { width: 250 })
  } else doc.font('bold').fontSize(18).fillColor(INK).text(shop.name, MARGIN, MARGIN, { width: 250 })
  doc
    .font('bold')
    .fontSize(14)
    .text(title, 300, MARGIN, { width: COLS.end - 300, align: 'right' })
  doc.font('regular').fontSize(10).fillColor(MUTED)
  doc.text(numberLabel ?? m.od_pdf_number({ number: order.number }, o), { width: COLS.end - 300, align: 'right' })
  doc.text(m.od_pdf_date({ date: formatDate(order.created_at, locale) }, o), { width: COLS.end - 300, align: 'right' })
  doc.moveTo(MARGIN, 112).lineTo(COLS.end, 112).strokeColor(RULE).lineWidth(1).stroke()
  doc.y = 124
}

function block(doc: Doc, x: number, y: number, width: number, title: string, lines: string[]) {
  doc.font('bold').fontSize(9).fillColor(MUTED).text(title.toUpperCase(), x, y, { width, characterSpacing: 0.5 })
  doc.font('regular').fontSize(9.5).fillColor(INK)
  for (const line of lines) doc.text(line, x, doc.y, { width })
  return doc.y
}

function parties(doc: Doc, order: OrderDocument, shop: ShopIdentity, locale: Locale, forQuote = false) {
  const o = { locale }
  const top = doc.y
  const width = (COLS.end - MARGIN - 24) / 3
  const seller = [
    shop.legalName || shop.name,
    ...shop.address,
    shop.vatNumber ? m.od_pdf_vat_number({ value: shop.vatNumber }, o) : '',
    shop.taxCode && shop.taxCode !== shop.vatNumber ? m.od_pdf_tax_code({ value: shop.taxCode }, o) : '',
    shop.email,
    shop.phone,
  ].filter(Boolean)
  const b = order.billing
  const billing =
    b.document === 'invoice'
      ? [
          b.company ?? '',
          b.name,
          ...addressLines({ ...b.address, recipient: null, company: null, phone: null }),
          b.vat_number ? m.od_pdf_vat_number({ value: b.vat_number }, o) : '',
          b.tax_code ? m.od_pdf_tax_code({ value: b.tax_code }, o) : '',
          b.sdi_code ? m.od_pdf_sdi({ value: b.sdi_code }, o) : '',
          b.pec ? m.od_pdf_pec({ value: b.pec }, o) : '',
          m.od_pdf_invoice({}, o),
        ].filter(Boolean)
      : // A quote is neither a receipt nor an invoice yet: only who it is for.
        [order.customer.name, order.customer.email, ...(forQuote ? [] : [m.od_pdf_receipt({}, o)])]
  const delivery =
    order.delivery.type === 'pickup'
      ? [m.od_pdf_pickup({}, o)]
      : [...addressLines(order.delivery.address), ...(order.shipping_option ? [order.shipping_option.name] : [])]
  const bottoms = [
    block(doc, MARGIN, top, width, m.od_pdf_seller({}, o), seller),
    block(doc, MARGIN + width + 12, top, width, m.od_pdf_billing({}, o), billing),
    block(doc, MARGIN + 2 * (width + 12), top, width, m.od_pdf_delivery({}, o), delivery),
  ]
  doc.x = MARGIN
  doc.y = Math.max(...bottoms) + 18
}

/** A VAT-inclusive amount's net at its rate, half up (as the order's VAT split). */
const netOf = (gross: number, rate: number) => splitVat(gross, rate as VatRate).net

function tableHead(doc: Doc, locale: Locale) {
  const o = { locale }
  const y = doc.y
  doc.font('bold').fontSize(8.5).fillColor(MUTED)
  doc.text(m.od_pdf_col_item({}, o), COLS.item, y, { width: COLS.qty - COLS.item - 8 })
  doc.text(m.od_pdf_col_qty({}, o), COLS.qty, y, { width: COLS.unit - COLS.qty - 6, align: 'right' })
  doc.text(m.od_pdf_col_unit({}, o), COLS.unit, y, { width: COLS.vat - COLS.unit - 6, align: 'right' })
  doc.text(m.od_pdf_col_vat({}, o), COLS.vat, y, { width: COLS.total - COLS.vat - 6, align: 'right' })
  doc.text(m.od_pdf_col_total({}, o), COLS.total, y, { width: COLS.end - COLS.total, align: 'right' })
  doc
    .moveTo(MARGIN, doc.y + 3)
    .lineTo(COLS.end, doc.y + 3)
    .strokeColor(RULE)
    .stroke()
  doc.y += 8
}

const roomLeft = (doc: Doc) => doc.page.height - doc.page.margins.bottom - doc.y

function linesTable(doc: Doc, order: OrderDocument, locale: Locale, money: (c: number) => string) {
  const o = { locale }
  doc.font('regular').fontSize(8.5).fillColor(MUTED)
  doc.text(order.prices_include_vat ? m.od_pdf_prices_gross({}, o) : m.od_pdf_prices_net({}, o), MARGIN, doc.y, {
    width: COLS.end - MARGIN,
    align: 'right',
  })
  doc.moveDown(0.4)
  tableHead(doc, locale)
  const itemWidth = COLS.qty - COLS.item - 8
  for (const [index, line] of order.lines.entries()) {
    const details = [
      // A quote's free line (installation, disposal) has no product code.
      ...(line.sku ? [m.od_pdf_sku({ sku: line.sku }, o)] : []),
      ...lineDetails(line, locale),
    ].join(' · ')
    const name = line.made_to_measure ? `${line.name} — ${m.od_pdf_made_to_measure({}, o)}` : line.name
    const height =
      doc.font('bold').fontSize(9.5).heightOfString(name, { width: itemWidth }) +
      doc.font('regular').fontSize(8).heightOfString(details, { width: itemWidth }) +
      10
    if (roomLeft(doc) < height) {
      doc.addPage()
      tableHead(doc, locale)
    }
    const y = doc.y
    doc.font('bold').fontSize(9.5).fillColor(INK).text(name, COLS.item, y, { width: itemWidth })
    doc.font('regular').fontSize(8).fillColor(MUTED).text(details, COLS.item, doc.y, { width: itemWidth })
    const bottom = doc.y
    doc.font('regular').fontSize(9.5).fillColor(INK)
    doc.text(String(line.quantity), COLS.qty, y, { width: COLS.unit - COLS.qty - 6, align: 'right' })
    // "Prezzi IVA esclusa" for a trade customer: the lines net of their own rate (issue 39).
    // The line totals are the server's net shares, which add up to the subtotal (decision 085).
    const shown = (c: number, net?: number) => money(order.prices_include_vat ? c : (net ?? netOf(c, line.vat_rate)))
    doc.text(shown(line.unit_price), COLS.unit, y, { width: COLS.vat - COLS.unit - 6, align: 'right' })
    doc.text(`${line.vat_rate}%`, COLS.vat, y, { width: COLS.total - COLS.vat - 6, align: 'right' })
    doc.text(shown(line.line_total, order.net_amounts?.lines[index]), COLS.total, y, {
      width: COLS.end - COLS.total,
      align: 'right',
    })
    doc.y = bottom + 4
    doc.moveTo(MARGIN, doc.y).lineTo(COLS.end, doc.y).strokeColor(RULE).lineWidth(0.5).stroke()
    doc.y += 6
  }
}

function totals(doc: Doc, order: OrderDocument, locale: Locale, money: (c: number) => string, shipped = true) {
  const o = { locale }
  // A trade customer's document is net throughout, then its VAT and the total (issue 39).
  // Net amounts are the server's (decision 085): subtotal − discount + shipping + fee = net, to the cent.
  const rate = order.vat_breakdown[0]?.rate ?? 22
  const nets = order.net_amounts
  const shown = (c: number, net?: number) => money(order.prices_include_vat ? c : (net ?? netOf(c, rate)))
  const rows: Array<[string, string, boolean?]> = [[m.od_pdf_subtotal({}, o), shown(order.subtotal, nets?.subtotal)]]
  if (order.discount_total > 0)
    rows.push([
      order.coupon_code ? m.od_pdf_discount_code({ code: order.coupon_code }, o) : m.od_pdf_discount({}, o),
      `− ${shown(order.discount_total, nets?.discount)}`,
    ])
  if (shipped && (order.delivery.type !== 'pickup' || order.shipping_total > 0))
    rows.push([m.od_pdf_shipping({}, o), shown(order.shipping_total, nets?.shipping)])
  if (order.payment_fee > 0) rows.push([m.od_pdf_payment_fee({}, o), shown(order.payment_fee, nets?.payment_fee)])
  rows.push(
    [m.od_pdf_net_total({}, o), money(order.net_total)],
    [m.od_pdf_vat_total({}, o), money(order.vat_total)],
    [m.od_pdf_total({}, o), money(order.total), true],
  )
  const vatRows = order.vat_breakdown
  const needed = rows.length * 15 + (vatRows.length + 2) * 14 + 30
  if (roomLeft(doc) < needed) doc.addPage()
  doc.y += 4
  const labelX = 330
  for (const [label, value, strong] of rows) {
    const y = doc.y
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 11 : 9.5)
      .fillColor(INK)
    doc.text(label, labelX, y, { width: COLS.total - labelX - 6 })
    doc.text(value, COLS.total - 20, y, { width: COLS.end - COLS.total + 20, align: 'right' })
    doc.y += 3
  }
  section(doc, m.od_pdf_vat_heading({}, o))
  const heads = [m.od_pdf_vat_rate({}, o), m.od_pdf_net_total({}, o), m.od_pdf_vat_total({}, o), m.od_pdf_gross({}, o)]
  const xs = [MARGIN, 200, 320, 440]
  const row = (cells: string[], bold: boolean) => {
    const y = doc.y
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(9)
      .fillColor(bold ? MUTED : INK)
    cells.forEach((c, i) =>
      doc.text(c, xs[i]!, y, { width: (xs[i + 1] ?? COLS.end) - xs[i]! - 6, align: i === 0 ? 'left' : 'right' }),
    )
    doc.y += 2
  }
  row(heads, true)
  for (const v of vatRows) row([`${v.rate}%`, money(v.net), money(v.vat), money(v.gross)], false)
  doc.x = MARGIN
}

function section(doc: Doc, title: string) {
  if (roomLeft(doc) < 60) doc.addPage()
  doc.moveDown(0.8)
  doc
    .font('bold')
    .fontSize(10.5)
    .fillColor(INK)
    .text(title, MARGIN, doc.y, { width: COLS.end - MARGIN })
  doc.moveDown(0.2)
}

function withdrawal(doc: Doc, order: OrderDocument, locale: Locale) {
  const o = { locale }
  section(doc, m.od_withdrawal_heading({}, o))
  const width = COLS.end - MARGIN
  doc.font('regular').fontSize(9).fillColor(INK)
  const consumer = order.prices_include_vat
  if (!consumer) doc.text(m.od_withdrawal_business({}, o), MARGIN, doc.y, { width }).moveDown(0.3)
  doc.text(m.od_withdrawal_general({}, o), MARGIN, doc.y, { width })
  const excluded = madeToMeasureLines(order)
  doc.moveDown(0.3)
  if (excluded.length === 0) {
    doc.text(m.od_withdrawal_none({}, o), { width })
    return
  }
  doc.text(m.od_withdrawal_excluded({}, o), { width })
  for (const line of excluded)
    doc.text(`•  ${line.name} (${line.sku}) × ${line.quantity}`, MARGIN + 10, doc.y, { width: width - 10 })
  if (order.acknowledgements.made_to_measure_at)
    doc.text(
      m.od_withdrawal_ack({ date: formatDate(order.acknowledgements.made_to_measure_at, locale) }, o),
      MARGIN,
      doc.y,
      { width },
    )
}

function pageNumbers(doc: Doc, order: OrderDocument, shop: ShopIdentity, locale: Locale) {
  const legal = [
    shop.legalName || shop.name,
    shop.vatNumber && m.od_pdf_vat_number({ value: shop.vatNumber }, { locale }),
    shop.siteUrl,
  ]
    .filter(Boolean)
    .join(' · ')
  pageFooters(doc, `${order.number} · ${legal}`, locale, MUTED)
}
