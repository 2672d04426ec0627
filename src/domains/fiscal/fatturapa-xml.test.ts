import { describe, expect, it } from 'vitest'
import { defaultSettings } from '~/db/seed/settings'
import { sampleOrder } from '~/domains/orders/documents/sample-order'
import type { OrderDocument } from '~/domains/orders/documents/order-document'
import { settingsSchema } from '~/domains/settings/settings.schemas'
import { fatturaPaErrors } from '~/test/fatturapa-xsd'
import { amount, fatturaPaFileName, fatturaPaXml, latin, unitPrice } from './fatturapa-xml'
import { buildFiscalData, missingBuyerData, missingSellerData, sellerOf } from './fiscal-data'
import type { FiscalData } from './fiscal.schemas'

// Every FatturaPA file built here is validated against the official XSD (src/test/fatturapa-xsd.ts).

const settings = settingsSchema.parse(defaultSettings)
/** The sample order at one VAT rate, as orders are placed (one rate per order, decision 031). */
const order = (overrides: Partial<OrderDocument> = {}): OrderDocument =>
  sampleOrder({
    lines: sampleOrder().lines.map((l) => ({ ...l, vat_rate: 22 })),
    vat_breakdown: [{ rate: 22, net: 76_885, vat: 16_915, gross: 93_800 }],
    net_total: 76_885,
    vat_total: 16_915,
    ...overrides,
  })
const issuedAt = new Date('2026-03-20T09:00:00Z')
const invoice = (o: OrderDocument, extra: Partial<FiscalData> = {}) => ({
  ...buildFiscalData({ kind: 'invoice', number: 'FT-2026-000001', issuedAt, order: o, settings, progressive: '0000A' }),
  ...extra,
})

const tag = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]!)
const cents = (s: string) => Math.round(Number(s) * 100)

async function expectValid(xml: string) {
  expect(await fatturaPaErrors(xml)).toEqual([])
}

describe('FatturaPA XML', () => {
  it('an invoice to a company: TD01, the seller from the settings, the SDI code, bank transfer MP05 with IBAN; valid', async () => {
    const xml = fatturaPaXml(invoice(order()))
    await expectValid(xml)
    expect(xml).toContain('versione="FPR12"')
    expect(tag(xml, 'TipoDocumento')).toEqual(['TD01'])
    expect(tag(xml, 'FormatoTrasmissione')).toEqual(['FPR12'])
    expect(tag(xml, 'CodiceDestinatario')).toEqual(['M5UXCR1'])
    expect(tag(xml, 'IdCodice')).toEqual(['01234567897', '01234567897', '01234567897'])
    expect(tag(xml, 'Denominazione')).toEqual(['Soglia S.r.l.', 'Studio Bianchi Architetti'])
    expect(tag(xml, 'RegimeFiscale')).toEqual(['RF01'])
    expect(tag(xml, 'Ufficio')).toEqual(['VR'])
    expect(tag(xml, 'NumeroREA')).toEqual(['456789'])
    expect(tag(xml, 'CAP')).toEqual(['37135', '50100'])
    expect(tag(xml, 'ModalitaPagamento')).toEqual(['MP05'])
    expect(tag(xml, 'IBAN')).toEqual(['IT60X0542811101000000123456'])
    expect(tag(xml, 'ImportoPagamento')).toEqual(['938.00'])
    expect(tag(xml, 'ImportoTotaleDocumento')).toEqual(['938.00'])
    expect(tag(xml, 'Causale')).toEqual(['Ordine 2026-000042'])
    // Lines: the door, the handles, the coupon (SC, negative) and shipping; their nets and the rounding make the summary.
    expect(tag(xml, 'Descrizione')).toEqual([
      'Porta Rovere su misura · Finitura rovere naturale · Larghezza: 82 cm · Altezza: 213 cm · Colore RAL: RAL 9010 Bianco puro · Opzione: Posa in opera',
      'Maniglia in ottone satinato',
      'Sconto coupon BENVENUTO',
      'Spedizione: Corriere espresso',
    ])
    expect(tag(xml, 'TipoCessionePrestazione')).toEqual(['SC'])
    const totals = tag(xml, 'PrezzoTotale').map(cents)
    const rounding = tag(xml, 'Arrotondamento')
      .map(cents)
      .reduce((a, b) => a + b, 0)
    expect(totals.reduce((a, b) => a + b, 0) + rounding).toBe(cents(tag(xml, 'ImponibileImporto')[0]!))
    expect(tag(xml, 'ImponibileImporto')).toEqual(['768.85'])
    expect(tag(xml, 'Imposta')).toEqual(['169.15'])
    expect(tag(xml, 'AliquotaIVA').every((r) => r === '22.00')).toBe(true)
    expect(tag(xml, 'Natura')).toEqual([])
    expect(tag(xml, 'EsigibilitaIVA')).toEqual(['I'])
    // Two handles: unit price × quantity is the line's total.
    expect(tag(xml, 'Quantita')[1]).toBe('2.00')
    expect(Number(tag(xml, 'PrezzoUnitario')[1]) * 2).toBeCloseTo(Number(tag(xml, 'PrezzoTotale')[1]), 6)
    expect(fatturaPaFileName(invoice(order()))).toBe('IT01234567897_0000A.xml')
  })

  it('a person with a codice fiscale and a PEC: Nome and Cognome, 0000000 with PECDestinatario; cash on delivery MP01, card MP08', async () => {
    const person = order({
      billing: {
        document: 'invoice',
        name: 'Maria Luisa Rossi',
        company: null,
        vat_number: null,
        tax_code: 'RSSMLS80A41H501Y',
        sdi_code: '0000000',
        pec: 'maria.rossi@pec.example.it',
        address: { street: 'Via Appia 100', postcode: '00179', city: 'Roma', province: 'RM', country: 'IT' },
      },
      payment_method: {
        code: 'cash_on_delivery',
        kind: 'local',
        name: 'Contrassegno',
        instructions: null,
        iban: null,
        reference: null,
      },
    })
    const xml = fatturaPaXml(invoice(person))
    await expectValid(xml)
    expect(tag(xml, 'Nome')).toEqual(['Maria Luisa'])
    expect(tag(xml, 'Cognome')).toEqual(['Rossi'])
    expect(tag(xml, 'CodiceFiscale')).toEqual(['01234567897', 'RSSMLS80A41H501Y'])
    expect(tag(xml, 'CodiceDestinatario')).toEqual(['0000000'])
    expect(tag(xml, 'PECDestinatario')).toEqual(['maria.rossi@pec.example.it'])
    expect(tag(xml, 'ModalitaPagamento')).toEqual(['MP01'])
    expect(tag(xml, 'IBAN')).toEqual([])
    const card = fatturaPaXml(
      invoice(
        order({
          payment_method: {
            code: 'card',
            kind: 'online',
            name: 'Carta',
            instructions: null,
            iban: null,
            reference: null,
          },
        }),
      ),
    )
    await expectValid(card)
    expect(tag(card, 'ModalitaPagamento')).toEqual(['MP08'])
  })

  it('0 % VAT (intra-EU supply, art. 41): Natura N3.2 on every line and in the summary, with its legal reference; valid', async () => {
    const base = order({})
    const zero = order({
      vat_rate: 0,
      lines: base.lines.map((l) => ({ ...l, vat_rate: 0 })),
      vat_breakdown: [{ rate: 0, net: 93_800, vat: 0, gross: 93_800 }],
      net_total: 93_800,
      vat_total: 0,
    })
    const xml = fatturaPaXml(invoice(zero))
    await expectValid(xml)
    expect(tag(xml, 'AliquotaIVA').every((r) => r === '0.00')).toBe(true)
    expect(tag(xml, 'Natura')).toEqual(Array(5).fill('N3.2'))
    expect(tag(xml, 'RiferimentoNormativo')).toEqual(['Non imponibile art. 41 D.L. 331/1993'])
    expect(tag(xml, 'Imposta')).toEqual(['0.00'])
    expect(tag(xml, 'ImponibileImporto')).toEqual(['938.00'])
  })

  it('a credit note: TD04 referring to its invoice (number and date), no payment data; valid', async () => {
    const d = {
      ...invoice(order()),
      kind: 'credit_note' as const,
      number: 'NC-2026-000001',
      related: { number: 'FT-2026-000001', date: '2026-03-20' },
      reason: "Annullamento dell'ordine: il cliente ha rinunciato",
    }
    const xml = fatturaPaXml(d)
    await expectValid(xml)
    expect(tag(xml, 'TipoDocumento')).toEqual(['TD04'])
    expect(xml).toContain(
      '<DatiFattureCollegate><IdDocumento>FT-2026-000001</IdDocumento><Data>2026-03-20</Data></DatiFattureCollegate>',
    )
    expect(tag(xml, 'Causale')).toEqual([
      'Annullamento dell&apos;ordine: il cliente ha rinunciato',
      'Ordine 2026-000042',
    ])
    expect(xml).not.toContain('DatiPagamento')
  })

  it('texts outside Latin-1 and over-long fields are made to fit the schema', async () => {
    expect(latin('Porta “Łódź” — 90 € × 2', 100)).toBe('Porta "Lódz" - 90 EUR x 2')
    expect(latin('Дверь', 100)).toBe('?????')
    const long = order({
      billing: {
        ...(order().billing as Extract<OrderDocument['billing'], { document: 'invoice' }>),
        company: 'Ł'.repeat(200),
        address: {
          street: 'Via & <Roma> '.repeat(10),
          postcode: '50100',
          city: 'Firenze',
          province: 'FI',
          country: 'IT',
        },
      },
    })
    await expectValid(fatturaPaXml(invoice(long)))
  })

  it('amounts and unit prices are written as FatturaPA wants them', () => {
    expect(amount(93800)).toBe('938.00')
    expect(amount(-5)).toBe('-0.05')
    expect(unitPrice(1000, 3)).toBe('3.33333333')
    expect(unitPrice(-4098, 1)).toBe('-40.98000000')
  })

  it('the validator does refuse a broken file (so a pass above means something)', async () => {
    const xml = fatturaPaXml(invoice(order()))
    expect(await fatturaPaErrors(xml.replace('<TipoDocumento>TD01', '<TipoDocumento>TD99'))).not.toEqual([])
    expect(await fatturaPaErrors(xml.replace(/<CAP>37135<\/CAP>/, '<CAP>3713</CAP>'))).not.toEqual([])
    // Schema 1.2.2's Natura codes: the bare N3 of 1.2.1 is refused.
    const zero = fatturaPaXml(invoice(order({ vat_breakdown: [{ rate: 0, net: 93_800, vat: 0, gross: 93_800 }] })))
    expect(await fatturaPaErrors(zero)).toEqual([])
    expect(await fatturaPaErrors(zero.replaceAll('<Natura>N3.2</Natura>', '<Natura>N3</Natura>'))).not.toEqual([])
  })

  it('what an invoice needs: the customer’s tax id and address, SDI code or PEC for a business; the shop’s structured address', () => {
    expect(missingBuyerData(order())).toEqual([])
    expect(missingBuyerData(order({ billing: { document: 'receipt' } }))).toEqual(['billing.document'])
    expect(
      missingBuyerData(
        order({
          billing: {
            document: 'invoice',
            name: 'X Y',
            company: 'Acme',
            vat_number: '01234567897',
            tax_code: null,
            sdi_code: '0000000',
            pec: null,
            address: { street: '', postcode: '', city: 'Roma', country: 'IT' },
          },
        }),
      ),
    ).toEqual(['billing.address.street', 'billing.address.postcode', 'billing.sdi_code'])
    expect(missingSellerData(sellerOf(settings))).toEqual([])
    expect(
      missingSellerData(
        sellerOf({ ...settings, shop_legal: { ...settings.shop_legal, street: '', zip: '', vat_number: '' } }),
      ),
    ).toEqual(['shop_legal.vat_number', 'shop_legal.street', 'shop_legal.zip'])
  })
})
