import PDFDocument from 'pdfkit'
import { concatBytes } from '~/lib/bytes'
import type { Locale } from '~/lib/i18n/locales'
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
