import { extractText, getDocumentProxy } from 'unpdf'
import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { drawQr, productionSheetPdf } from './production-sheet'
import type { ProductionCard } from './production.contract'

const card: ProductionCard = {
  id: 42,
  number: '2026-000042',
  status: 'start_production',
  customer: 'Studio Bianchi Architetti',
  pickup: false,
  lines: [
    {
      id: 1,
      sku: 'PI-ROV-SM',
      name: 'Porta Rovere su misura',
      quantity: 2,
      made_to_measure: true,
      variants: [{ id: 3, name: 'Destra a spingere', group: 'Verso di apertura' }],
      extra_option: { id: 9, name: 'Posa in opera', package_price: 15000 },
      choices: [
        { step: 'Larghezza', value: '820 mm' },
        { step: 'Altezza', value: '2100 mm' },
      ],
    },
  ],
  notes: 'Telaio da 108 mm, muro in cartongesso',
  due_date: '2026-12-09',
  late: true,
  estimated_delivery: { from: '2026-12-10', to: '2026-12-14' },
  moves: ['order.end_production'],
}

describe('the production sheet', () => {
  it('prints the order number, the due date (late), each line’s quantity, sizes, opening side and option, and the notes', async () => {
    const pdf = await productionSheetPdf([card], 'Soglia', 'it')
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-')
    const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true })
    const flat = text.replace(/\s+/g, ' ')
    for (const part of [
      'Scheda di produzione',
      'Ordine 2026-000042',
      'In ritardo: la scadenza del 9 dicembre 2026 è passata.',
      'Stato: In produzione',
      'Studio Bianchi Architetti',
      '1. 2 × Porta Rovere su misura',
      'PI-ROV-SM · Su misura',
      'Verso di apertura: Destra a spingere',
      'Larghezza: 820 mm',
      'Altezza: 2100 mm',
      'Opzione: Posa in opera',
      'Telaio da 108 mm',
      'Fatto',
    ]) {
      expect(flat).toContain(part)
    }
    const en = (
      await extractText(
        await getDocumentProxy((await productionSheetPdf([{ ...card, late: false }], 'Soglia', 'en')).slice()),
        { mergePages: true },
      )
    ).text.replace(/\s+/g, ' ')
    expect(en).toContain('Due: December 9, 2026')
    expect(en).toContain('Order 2026-000042')
  })

  it('draws the order number’s QR code: one square per dark module, filling the size asked', () => {
    const rects: Array<[number, number, number]> = []
    const doc = {
      save: () => doc,
      fillColor: () => doc,
      rect: (x: number, y: number, w: number) => rects.push([x, y, w]),
      fill: () => doc,
      restore: () => doc,
    }
    const qr = drawQr(doc as unknown as PDFKit.PDFDocument, '2026-000042', 10, 20, 96)
    const expected = encode('2026-000042', { ecc: 'M', border: 2 })
    expect(qr.data).toEqual(expected.data)
    expect(rects).toHaveLength(expected.data.flat().filter(Boolean).length)
    const cell = 96 / expected.size
    for (const [x, y, w] of rects) {
      expect(w).toBeCloseTo(cell)
      expect(x).toBeGreaterThanOrEqual(10 + 2 * cell - 1e-9)
      expect(y + w).toBeLessThanOrEqual(20 + 96 - 2 * cell + 1e-9)
    }
  })
})
