import PDFDocument from 'pdfkit'
import { concatBytes } from '~/lib/bytes'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { pdfFonts } from './pdf-fonts'

// The shop's A4 documents (the order confirmation, receipts and invoices, the production sheet)
// start the same way: margins, the embedded fonts as `regular` and `bold`, the document's
// metadata and language, and the bytes collected until the end.

export const PDF_MARGIN = 48

type Info = { title: string; author: string; subject: string; locale: Locale }

/** A new A4 document and `finish()`, which ends it and answers its bytes. */
export function a4Document(info: Info): { doc: PDFKit.PDFDocument; finish: () => Promise<Uint8Array<ArrayBuffer>> } {
  const fonts = pdfFonts()
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PDF_MARGIN, bottom: PDF_MARGIN + 16, left: PDF_MARGIN, right: PDF_MARGIN },
    bufferPages: true, // page numbers are written once the page count is known
    font: fonts.regular as unknown as string, // no standard font is loaded (they are read from disk)
    info: { Title: info.title, Author: info.author, Subject: info.subject },
    lang: info.locale,
  } as PDFKit.PDFDocumentOptions)
  doc.registerFont('regular', fonts.regular as unknown as string)
  doc.registerFont('bold', fonts.bold as unknown as string)
  const chunks: Uint8Array[] = []
  doc.on('data', (c: Uint8Array) => chunks.push(c))
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })
  return {
    doc,
    finish: async () => {
      doc.end()
      await done
      return concatBytes(chunks)
    },
  }
}

const A4_HEIGHT = 841.89
const A4_END = 595.28 - PDF_MARGIN

/**
 * Each page's footer, once the page count is known: `left` (the document's number, the seller),
 * then "Pagina n di N" on the right, small and muted.
 */
export function pageFooters(doc: PDFKit.PDFDocument, left: string, locale: Locale, color: string, leftWidth = 380) {
  const { start, count } = doc.bufferedPageRange()
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i)
    // Writing inside the bottom margin would otherwise open a new page.
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    const y = A4_HEIGHT - PDF_MARGIN + 4
    doc.font('regular').fontSize(7.5).fillColor(color)
    doc.text(left, PDF_MARGIN, y, { width: leftWidth, lineBreak: false })
    doc.text(m.od_pdf_page({ page: String(i + 1), pages: String(count) }, { locale }), 400, y, {
      width: A4_END - 400,
      align: 'right',
      lineBreak: false,
    })
    doc.page.margins.bottom = bottom
  }
}
