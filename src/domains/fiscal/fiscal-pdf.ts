import { formatCents } from '~/lib/format/money'
import { a4Document, pageFooters, PDF_MARGIN } from '~/domains/orders/documents/pdf-document'
import { isLocale, type Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { FiscalData } from './fiscal.schemas'
import { installationLines, transferLines } from '~/domains/orders/installation-text'

// The PDF of a receipt, invoice or credit note, from its frozen data (decision 031), in the
// order's language. The same pdfkit setup as the order confirmation (order-pdf.ts): fonts from
// memory, A4, page numbers written once the page count is known. Columns show net amounts
// (the VAT summary below adds the tax), as an Italian invoice does.

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = PDF_MARGIN
const INK = '#1d2425'
const MUTED = '#4d5759'
const RULE = '#d5dcdd'
const END = A4.width - MARGIN
const COLS = { item: MARGIN, qty: 318, unit: 352, vat: 430, total: 470 }

type Doc = PDFKit.PDFDocument

export const fiscalTitle = (d: Pick<FiscalData, 'kind'>, locale: Locale) =>
  d.kind === 'invoice'
    ? m.fd_title_invoice({}, { locale })
    : d.kind === 'credit_note'
      ? m.fd_title_credit_note({}, { locale })
      : m.fd_title_receipt({}, { locale })

const asLocale = (l: string): Locale => (isLocale(l) ? l : 'it')
const day = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 10)}T12:00:00Z`),
  )

export async function fiscalPdf(d: FiscalData): Promise<Uint8Array<ArrayBuffer>> {
  const locale = asLocale(d.locale)
  const o = { locale }
  const title = fiscalTitle(d, locale)
  const { doc, finish } = a4Document({
    title: `${title} ${d.number}`,
    author: d.seller.name,
    subject: d.number,
    locale,
  })
  const money = (c: number) => formatCents(c, locale)

  // Head: seller name, the document's title, number and date.
  doc.font('bold').fontSize(16).fillColor(INK).text(d.seller.name, MARGIN, MARGIN, { width: 250 })
  doc
    .font('bold')
    .fontSize(14)
    .text(title, 300, MARGIN, { width: END - 300, align: 'right' })
  doc.font('regular').fontSize(10).fillColor(MUTED)
  doc.text(m.fd_pdf_number({ number: d.number }, o), { width: END - 300, align: 'right' })
  doc.text(m.fd_pdf_date({ date: day(d.date, locale) }, o), { width: END - 300, align: 'right' })
  doc.text(m.fd_pdf_order({ number: d.order.number }, o), { width: END - 300, align: 'right' })
  doc.moveTo(MARGIN, 126).lineTo(END, 126).strokeColor(RULE).lineWidth(1).stroke()

  // Parties.
  const s = d.seller
  const seller = [
    s.name,
    s.street,
    [s.zip, s.city, s.province ? `(${s.province})` : ''].filter(Boolean).join(' '),
    s.vat_number ? m.od_pdf_vat_number({ value: `${s.country}${s.vat_number}` }, o) : '',
    s.tax_code && s.tax_code !== s.vat_number ? m.od_pdf_tax_code({ value: s.tax_code }, o) : '',
    s.rea_office && s.rea_number ? `REA ${s.rea_office}-${s.rea_number}` : '',
    s.pec ? m.od_pdf_pec({ value: s.pec }, o) : '',
  ].filter(Boolean)
  const b = d.buyer
  const buyer = b
    ? [
        b.company ?? '',
        b.name,
        b.street,
        [b.zip, b.city, b.province ? `(${b.province})` : ''].filter(Boolean).join(' '),
        b.country !== 'IT' ? b.country : '',
        b.vat_number ? m.od_pdf_vat_number({ value: `IT${b.vat_number}` }, o) : '',
        b.tax_code ? m.od_pdf_tax_code({ value: b.tax_code }, o) : '',
        b.sdi_code && b.sdi_code !== '0000000' ? m.od_pdf_sdi({ value: b.sdi_code }, o) : '',
        b.pec ? m.od_pdf_pec({ value: b.pec }, o) : '',
      ].filter(Boolean)
    : [d.customer_name]
  const width = (END - MARGIN - 24) / 2
  const top = 138
  const bottoms = [
    block(doc, MARGIN, top, width, m.od_pdf_seller({}, o), seller),
    block(doc, MARGIN + width + 24, top, width, m.fd_pdf_customer({}, o), buyer),
  ]
  doc.x = MARGIN
  doc.y = Math.max(...bottoms) + 14
  if (d.related) {
    doc
      .font('bold')
      .fontSize(9.5)
      .fillColor(INK)
      .text(m.fd_pdf_related({ number: d.related.number, date: day(d.related.date, locale) }, o), MARGIN, doc.y, {
        width: END - MARGIN,
      })
    if (d.reason) doc.font('regular').text(m.fd_pdf_reason({ reason: d.reason }, o), { width: END - MARGIN })
    doc.moveDown(0.6)
  }

  // Lines, net of VAT.
  tableHead(doc, locale)
  for (const l of d.lines) {
    const itemWidth = COLS.qty - COLS.item - 8
    const label = l.code ? `${l.description} (${l.code})` : l.description
    if (
      doc.page.height - doc.page.margins.bottom - doc.y <
      doc.font('regular').fontSize(9).heightOfString(label, { width: itemWidth }) + 12
    ) {
      doc.addPage()
      tableHead(doc, locale)
    }
    const y = doc.y
    doc.font('regular').fontSize(9).fillColor(INK).text(label, COLS.item, y, { width: itemWidth })
    const bottom = doc.y
    doc.text(String(l.quantity), COLS.qty, y, { width: COLS.unit - COLS.qty - 6, align: 'right' })
    doc.text(money(Math.round(l.net / l.quantity)), COLS.unit, y, { width: COLS.vat - COLS.unit - 6, align: 'right' })
    doc.text(`${l.vat_rate}%`, COLS.vat, y, { width: COLS.total - COLS.vat - 6, align: 'right' })
    doc.text(money(l.net), COLS.total, y, { width: END - COLS.total, align: 'right' })
    doc.y = bottom + 4
    doc.moveTo(MARGIN, doc.y).lineTo(END, doc.y).strokeColor(RULE).lineWidth(0.5).stroke()
    doc.y += 6
  }

  // VAT summary and totals.
  if (doc.page.height - doc.page.margins.bottom - doc.y < 160) doc.addPage()
  doc.moveDown(0.6)
  doc.font('bold').fontSize(10.5).fillColor(INK).text(m.od_pdf_vat_heading({}, o), MARGIN, doc.y)
  const xs = [MARGIN, 200, 320, 440]
  const row = (cells: string[], bold: boolean) => {
    const y = doc.y
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(9)
      .fillColor(bold ? MUTED : INK)
    cells.forEach((c, i) =>
      doc.text(c, xs[i]!, y, { width: (xs[i + 1] ?? END) - xs[i]! - 6, align: i === 0 ? 'left' : 'right' }),
    )
    doc.y += 2
  }
  row([m.od_pdf_vat_rate({}, o), m.od_pdf_net_total({}, o), m.od_pdf_vat_total({}, o), m.od_pdf_gross({}, o)], true)
  for (const r of d.summary)
    row(
      [r.vat_rate === 0 ? m.fd_pdf_art41({}, o) : `${r.vat_rate}%`, money(r.net), money(r.vat), money(r.gross)],
      false,
    )
  doc.moveDown(0.6)
  for (const [label, value, strong] of [
    [m.od_pdf_net_total({}, o), money(d.net_total), false],
    [m.od_pdf_vat_total({}, o), money(d.vat_total), false],
    [d.kind === 'credit_note' ? m.fd_pdf_credit_total({}, o) : m.od_pdf_total({}, o), money(d.total), true],
  ] as const) {
    const y = doc.y
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 11 : 9.5)
      .fillColor(INK)
    doc.text(label, 330, y, { width: COLS.total - 336 })
    doc.text(value, COLS.total - 20, y, { width: END - COLS.total + 20, align: 'right' })
    doc.y += 3
  }
  doc.x = MARGIN
  if (d.kind !== 'credit_note') {
    doc.moveDown(0.8)
    doc.font('bold').fontSize(10.5).fillColor(INK).text(m.od_pdf_payment({}, o), MARGIN, doc.y)
    doc
      .font('regular')
      .fontSize(9)
      .text(`${d.payment.name} · ${d.payment.paid ? m.od_pdf_paid({}, o) : m.od_pdf_unpaid({}, o)}`, {
        width: END - MARGIN,
      })
    if (d.payment.mode === 'MP05' && d.payment.iban) doc.text(`IBAN ${d.payment.iban}`, { width: END - MARGIN })
    if (d.installation && d.payment.mode === 'MP05' && !d.payment.paid)
      for (const line of transferLines(d.installation, d.order.number, locale)) doc.text(line, { width: END - MARGIN })
  }
  if (d.installation) {
    // The rate's ground, the beni significativi apart and the deduction's wording (decisions 099, 108).
    doc.moveDown(0.8)
    doc.font('bold').fontSize(10.5).fillColor(INK).text(m.inst_heading({}, o), MARGIN, doc.y)
    doc.font('regular').fontSize(9)
    for (const line of installationLines(d.installation, locale)) doc.text(line, { width: END - MARGIN })
  }
  doc.moveDown(0.8)
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(d.kind === 'receipt' ? m.fd_pdf_receipt_note({}, o) : m.fd_pdf_copy_note({}, o), MARGIN, doc.y, {
      width: END - MARGIN,
    })

  pageFooters(doc, `${d.number} · ${d.seller.name}`, locale, MUTED)
  return finish()
}

function block(doc: Doc, x: number, y: number, width: number, title: string, lines: string[]) {
  doc.font('bold').fontSize(9).fillColor(MUTED).text(title.toUpperCase(), x, y, { width, characterSpacing: 0.5 })
  doc.font('regular').fontSize(9.5).fillColor(INK)
  for (const line of lines) doc.text(line, x, doc.y, { width })
  return doc.y
}

function tableHead(doc: Doc, locale: Locale) {
  const o = { locale }
  const y = doc.y
  doc.font('bold').fontSize(8.5).fillColor(MUTED)
  doc.text(m.od_pdf_col_item({}, o), COLS.item, y, { width: COLS.qty - COLS.item - 8 })
  doc.text(m.od_pdf_col_qty({}, o), COLS.qty, y, { width: COLS.unit - COLS.qty - 6, align: 'right' })
  doc.text(m.fd_pdf_col_unit_net({}, o), COLS.unit, y, { width: COLS.vat - COLS.unit - 6, align: 'right' })
  doc.text(m.od_pdf_col_vat({}, o), COLS.vat, y, { width: COLS.total - COLS.vat - 6, align: 'right' })
  doc.text(m.fd_pdf_col_net({}, o), COLS.total, y, { width: END - COLS.total, align: 'right' })
  doc
    .moveTo(MARGIN, doc.y + 3)
    .lineTo(END, doc.y + 3)
    .strokeColor(RULE)
    .stroke()
  doc.y += 8
}
