import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { orderPdf } from './order-pdf'
import { sampleOrder, sampleShop } from './sample-order'

const textOf = async (pdf: Uint8Array) => {
  const { text, totalPages } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true })
  // Wrapped lines and the no-break spaces of amounts read as one plain space.
  return { text: text.replace(/\s+/g, ' '), totalPages }
}

describe('orderPdf', () => {
  it('prints the number, the lines with their choices, the totals, VAT per rate and the withdrawal notice (Italian)', async () => {
    const pdf = await orderPdf(sampleOrder(), sampleShop, 'it')
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-')
    const { text, totalPages } = await textOf(pdf)
    expect(totalPages).toBe(1)
    expect(text).toContain("Conferma d'ordine")
    expect(text).toContain('Ordine n. 2026-000042')
    expect(text).toContain('14 marzo 2026')
    // Seller's legal data and the customer's billing data.
    expect(text).toContain('Soglia S.r.l.')
    expect(text).toContain('P. IVA IT01234567897')
    expect(text).toContain('Studio Bianchi Architetti')
    expect(text).toContain('Codice destinatario SDI M5UXCR1')
    // Lines with configured choices, variants and the extra option.
    expect(text).toContain('Porta Rovere su misura — Su misura')
    expect(text).toContain('Larghezza: 82 cm')
    expect(text).toContain('RAL 9010 Bianco puro')
    expect(text).toContain('Finitura rovere naturale')
    expect(text).toContain('Opzione: Posa in opera')
    expect(text).toContain('Maniglia in ottone satinato')
    // Totals and VAT per rate (accents and € render from the embedded font).
    expect(text).toMatch(/Sconto \(codice BENVENUTO\)\s*− 50,00 €/)
    expect(text).toMatch(/Totale\s*938,00 €/)
    expect(text).toMatch(/Imponibile\s*773,09 €/)
    expect(text).toMatch(/22%\s*695,82 €\s*157,18 €\s*853,00 €/)
    expect(text).toMatch(/10%\s*77,27 €\s*7,73 €\s*85,00 €/)
    expect(text).toContain('Prezzi IVA inclusa')
    // How to pay: IBAN and the order number as the reference.
    expect(text).toContain('IBAN IT60 X054 2811 1010 0000 0123 456')
    expect(text).toContain('causale: 2026-000042')
    // Withdrawal: which lines are excluded, under which article.
    expect(text).toContain('art. 59, comma 1, lettera c')
    expect(text).toMatch(/Porta Rovere su misura \(PORTA-ROVERE-CFG\) × 1/)
    expect(text).not.toMatch(/Maniglia in ottone satinato \(MANIGLIA/)
    expect(text).toContain('Pagina 1 di 1')
  })

  it("speaks the order's locale and shows net prices + VAT to a trade customer", async () => {
    const order = sampleOrder({
      locale: 'de',
      prices_include_vat: false,
      customer: { id: 8, name: 'Rivendita Rossi', email: 'r@example.com', role: 'retailer' },
    })
    const { text } = await textOf(await orderPdf(order, sampleShop, 'de'))
    expect(text).toContain('Auftragsbestätigung')
    expect(text).toContain('Bestellung Nr. 2026-000042')
    expect(text).toContain('Preise ohne MwSt. (+ MwSt.)')
    expect(text).toContain('Widerrufsrecht')
    expect(text).toContain('Art. 59 Abs. 1 Buchst. c')
    expect(text).toContain('Verbrauchergesetzbuchs gilt für Verbraucher')
    expect(text).toContain('Verwendungszweck: 2026-000042')
  })

  it('says no line is made to measure, and nothing about paying once paid', async () => {
    const base = sampleOrder()
    const order = sampleOrder({
      locale: 'fr',
      payment_status: 'paid',
      lines: base.lines.filter((l) => !l.made_to_measure),
      acknowledgements: {
        terms_at: base.acknowledgements.terms_at,
        made_to_measure_at: null,
        made_to_measure_line_ids: [],
      },
    })
    const { text } = await textOf(await orderPdf(order, sampleShop, 'fr'))
    expect(text).toContain("Aucun article de cette commande n'est fabriqué sur mesure.")
    expect(text).toContain('Payé')
    expect(text).not.toContain('IBAN IT60')
  })

  it('continues the lines table on a second page for a long order', async () => {
    const base = sampleOrder()
    const line = base.lines[1]!
    const lines = Array.from({ length: 40 }, (_, i) => ({
      ...line,
      id: 100 + i,
      sku: `SKU-${i}`,
      name: `Articolo numero ${i}`,
    }))
    const { text, totalPages } = await textOf(await orderPdf(sampleOrder({ lines }), sampleShop, 'it'))
    expect(totalPages).toBeGreaterThan(1)
    expect(text).toContain('Articolo numero 0')
    expect(text).toContain('Articolo numero 39')
    expect(text).toContain(`Pagina ${totalPages} di ${totalPages}`)
  })
})
