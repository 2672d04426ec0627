import { encode } from 'uqr'
import { a4Document, pageFooters, PDF_MARGIN } from '~/domains/orders/documents/pdf-document'
import { lineDetails } from '~/domains/orders/line-description'
import { formatDate } from '~/domains/orders/documents/order-document'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { ProductionCard, ProductionStatus } from './production.contract'

// The printable production sheet of an order, or of a selection of them (issue 43): what the workshop builds — each line's
// quantity, sizes, options and opening side (the line description every document shares), the
// notes, the due date — and the order number as a QR code to scan at the bench. The order PDF's
// machinery: pdfkit with the embedded fonts; the QR modules from uqr, drawn as vector squares.

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = PDF_MARGIN
const INK = '#1d2425'
const MUTED = '#4d5759'
const LATE = '#b3261e'
const RULE = '#d5dcdd'
const END = A4.width - MARGIN
const QR_SIZE = 96

type Doc = PDFKit.PDFDocument

const statusName: Record<ProductionStatus, (locale: Locale) => string> = {
  confirmed_admin: (locale) => m.account_status_confirmed_admin({}, { locale }),
  start_production: (locale) => m.account_status_start_production({}, { locale }),
  end_production: (locale) => m.account_status_end_production({}, { locale }),
}

/** The QR code of `text` as squares of `size` points at (x, y), with its quiet zone. */
export function drawQr(doc: Doc, text: string, x: number, y: number, size: number) {
  const qr = encode(text, { ecc: 'M', border: 2 })
  const cell = size / qr.size
  doc.save().fillColor('#000000')
  qr.data.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) doc.rect(x + c * cell, y + r * cell, cell, cell)
    }),
  )
  doc.fill().restore()
  return qr
}

/**
 * The sheets of one order or of a selection (the board's cards for a week or a product type),
 * one order per page in the board's order, each as the single sheet would print it.
 */
export async function productionSheetPdf(
  cards: readonly ProductionCard[],
  shopName: string,
  locale: Locale,
): Promise<Uint8Array<ArrayBuffer>> {
  const o = { locale }
  const single = cards.length === 1 ? cards[0]! : null
  const title = single
    ? `${m.production_sheet({}, o)} ${single.number}`
    : m.production_sheets_title({ count: String(cards.length) }, o)
  const { doc, finish } = a4Document({ title, author: shopName, subject: single?.number ?? title, locale })
  cards.forEach((card, i) => {
    if (i > 0) doc.addPage()
    drawSheet(doc, card, shopName, locale)
  })
  pageFooters(doc, single ? single.number : title, locale, MUTED, 300)
  return finish()
}

function drawSheet(doc: Doc, card: ProductionCard, shopName: string, locale: Locale) {
  const o = { locale }
  // Head: who makes it, which order, by when; the QR at the right.
  const textWidth = END - MARGIN - QR_SIZE - 16
  const top = doc.y
  drawQr(doc, card.number, END - QR_SIZE, top - 6, QR_SIZE)
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${shopName} · ${m.production_sheet({}, o)}`, MARGIN, top, { width: textWidth })
  doc
    .font('bold')
    .fontSize(22)
    .fillColor(INK)
    .text(m.production_sheet_order({ number: card.number }, o), { width: textWidth })
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(card.late ? LATE : INK)
  doc.text(
    card.late
      ? m.production_late_since({ date: formatDate(card.due_date, locale) }, o)
      : m.production_due({ date: formatDate(card.due_date, locale) }, o),
    { width: textWidth },
  )
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(INK)
    .text(m.production_sheet_status({ status: statusName[card.status](locale) }, o), { width: textWidth })
  doc.text(
    `${m.production_sheet_customer({}, o)}: ${card.customer}${card.pickup ? ` · ${m.production_pickup({}, o)}` : ''}`,
    { width: textWidth },
  )
  if (card.estimated_delivery)
    doc.fillColor(MUTED).text(
      m.production_estimated(
        {
          from: formatDate(card.estimated_delivery.from, locale),
          to: formatDate(card.estimated_delivery.to, locale),
        },
        o,
      ),
      { width: textWidth },
    )
  doc.y = Math.max(doc.y, top - 6 + QR_SIZE) + 10
  rule(doc)

  if (card.notes) {
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(INK)
      .text(`${m.production_notes({}, o)}:`, MARGIN, doc.y, { continued: true })
    doc.font('regular').text(` ${card.notes}`, { width: END - MARGIN })
    doc.moveDown(0.6)
    rule(doc)
  }

  doc
    .font('bold')
    .fontSize(9)
    .fillColor(MUTED)
    .text(m.production_sheet_lines({}, o).toUpperCase(), MARGIN, doc.y, { characterSpacing: 0.5 })
  doc.moveDown(0.4)
  card.lines.forEach((line, i) => lineBlock(doc, line, i, locale))
}

function rule(doc: Doc) {
  doc.moveTo(MARGIN, doc.y).lineTo(END, doc.y).strokeColor(RULE).lineWidth(1).stroke()
  doc.y += 10
}

/** One line: quantity and product large, then every detail on its own line, and a box to tick. */
function lineBlock(doc: Doc, line: ProductionCard['lines'][number], index: number, locale: Locale) {
  const o = { locale }
  const details = lineDetails(line, locale)
  const width = END - MARGIN - 70
  const needed = 40 + details.length * 16
  if (doc.page.height - doc.page.margins.bottom - doc.y < needed) doc.addPage()
  const top = doc.y
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(INK)
    .text(`${index + 1}. ${line.quantity} × ${line.name}`, MARGIN, top, { width })
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text([line.sku, line.made_to_measure ? m.production_made_to_measure({}, o) : ''].filter(Boolean).join(' · '), {
      width,
    })
  doc.font('regular').fontSize(12).fillColor(INK)
  for (const d of details) doc.text(`•  ${d}`, MARGIN + 8, doc.y + 2, { width: width - 8 })
  const bottom = doc.y
  // The tick box, for the bench (its label moves the cursor: the block ends where the text did).
  doc
    .rect(END - 18, top + 2, 16, 16)
    .strokeColor(INK)
    .lineWidth(1)
    .stroke()
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(m.production_sheet_done({}, o), END - 70, top + 6, { width: 48, align: 'right', lineBreak: false })
  doc.x = MARGIN
  doc.y = Math.max(bottom, top + 22) + 10
  rule(doc)
}
