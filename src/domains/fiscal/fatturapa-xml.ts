import type { FiscalBuyer, FiscalData, FiscalLine, FiscalSeller, FiscalSummaryRow } from './fiscal.schemas'

// FatturaPA 1.2 (FPR12, between private parties) from a document's frozen data (decision 031):
// TD01 for an invoice, TD04 for a credit note referring to its invoice. Written by hand: the
// format is a fixed sequence of elements, and the tests validate every file against the
// official XSD. Texts are limited to Latin-1 (the schema's `…LatinType`) and to each field's length.

const NS = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2'

const escape = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!)

const replacements: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  '—': '-',
  '–': '-',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '…': '...',
  '€': 'EUR',
  '×': 'x',
  '\u202f': ' ',
  '\u2009': ' ',
}

/** The text in Latin-1 (accents kept, other letters without their marks, the rest replaced), one line, at most `max` characters. */
export function latin(value: string, max: number): string {
  let out = ''
  for (const ch of value.replace(/\s+/g, ' ').trim()) {
    if (replacements[ch] !== undefined) out += replacements[ch]
    else if (ch.charCodeAt(0) <= 0xff && ch.length === 1) out += ch
    else {
      const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
      out += [...base].every((c) => c.charCodeAt(0) <= 0xff) ? base : '?'
    }
  }
  return out.slice(0, max).trim()
}

/** Cents as "123.45" (negative allowed). */
export const amount = (c: number) =>
  `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`

/** A unit price from a line's net cents and quantity, to 8 decimals (FatturaPA Amount8Decimal). */
export function unitPrice(netCents: number, quantity: number): string {
  const scaled = Math.round((Math.abs(netCents) * 1_000_000) / quantity) // 1e-8 euro
  const s = String(scaled).padStart(9, '0')
  return `${netCents < 0 ? '-' : ''}${s.slice(0, -8)}.${s.slice(-8)}`
}

const rate = (r: number) => `${r}.00`

type Node = string | false | null | undefined
const el = (name: string, ...children: Node[]) => {
  const inner = children.filter((c): c is string => typeof c === 'string' && c !== '').join('')
  return inner === '' ? '' : `<${name}>${inner}</${name}>`
}
const txt = (name: string, value: string | null | undefined) => (value ? `<${name}>${escape(value)}</${name}>` : '')

function anagrafica(name: string, company: string | null) {
  if (company) return el('Anagrafica', txt('Denominazione', latin(company, 80)))
  // A person: first names and surname (the last word), as FatturaPA wants them apart.
  const words = latin(name, 120).split(' ')
  const surname = words.length > 1 ? words.pop()! : words[0]!
  const given = words.length > 0 && words[0] !== surname ? words.join(' ') : surname
  return el('Anagrafica', txt('Nome', given.slice(0, 60)), txt('Cognome', surname.slice(0, 60)))
}

function sede(a: { street: string; zip: string; city: string; province: string | null; country: string }) {
  const italian = a.country === 'IT'
  return el(
    'Sede',
    txt('Indirizzo', latin(a.street, 60)),
    txt('CAP', italian ? a.zip : '00000'),
    txt('Comune', latin(a.city, 60)),
    italian && a.province && /^[A-Z]{2}$/.test(a.province) ? txt('Provincia', a.province) : '',
    txt('Nazione', a.country),
  )
}

function cedente(s: FiscalSeller) {
  return el(
    'CedentePrestatore',
    el(
      'DatiAnagrafici',
      el('IdFiscaleIVA', txt('IdPaese', s.country), txt('IdCodice', s.vat_number)),
      txt('CodiceFiscale', s.tax_code),
      el('Anagrafica', txt('Denominazione', latin(s.name, 80))),
      txt('RegimeFiscale', s.regime_fiscale),
    ),
    sede({ ...s, province: s.province || null }),
    s.rea_office && s.rea_number
      ? el(
          'IscrizioneREA',
          txt('Ufficio', s.rea_office),
          txt('NumeroREA', latin(s.rea_number, 20)),
          txt('StatoLiquidazione', 'LN'),
        )
      : '',
    el('Contatti', txt('Telefono', phone(s.phone)), txt('Email', s.email || null)),
  )
}

function cessionario(b: FiscalBuyer) {
  return el(
    'CessionarioCommittente',
    el(
      'DatiAnagrafici',
      b.eu_vat
        ? el('IdFiscaleIVA', txt('IdPaese', b.eu_vat.country), txt('IdCodice', b.eu_vat.code))
        : b.vat_number
          ? el('IdFiscaleIVA', txt('IdPaese', 'IT'), txt('IdCodice', b.vat_number))
          : '',
      b.eu_vat ? '' : txt('CodiceFiscale', b.tax_code),
      anagrafica(b.name, b.company),
    ),
    sede(b),
  )
}

/** The SDI recipient code: the customer's, "0000000" for a person or a PEC, "XXXXXXX" abroad. */
function recipient(d: FiscalData) {
  const b = d.buyer!
  if (b.country !== 'IT' || b.eu_vat) return 'XXXXXXX'
  return b.sdi_code && b.sdi_code !== '0000000' ? b.sdi_code : '0000000'
}

/** A telephone number as FatturaPA takes it (5–12 characters), or nothing. */
function phone(value: string) {
  let p = value.replace(/[^0-9+]/g, '')
  if (p.length > 12 && p.startsWith('+39')) p = p.slice(3)
  return p.length >= 5 && p.length <= 12 ? p : null
}

function trasmissione(d: FiscalData) {
  const b = d.buyer!
  const usesPec = b.country === 'IT' && (!b.sdi_code || b.sdi_code === '0000000') && Boolean(b.pec)
  return el(
    'DatiTrasmissione',
    el('IdTrasmittente', txt('IdPaese', d.seller.country), txt('IdCodice', d.seller.vat_number)),
    txt('ProgressivoInvio', d.progressive ?? '1'),
    txt('FormatoTrasmissione', 'FPR12'),
    txt('CodiceDestinatario', recipient(d)),
    usesPec ? txt('PECDestinatario', b.pec) : '',
  )
}

const natura = (r: number) => (r === 0 ? 'N3.2' : null)

function linea(l: FiscalLine, i: number) {
  return el(
    'DettaglioLinee',
    txt('NumeroLinea', String(i + 1)),
    l.discount ? txt('TipoCessionePrestazione', 'SC') : '',
    l.code ? el('CodiceArticolo', txt('CodiceTipo', 'SKU'), txt('CodiceValore', latin(l.code, 35))) : '',
    txt('Descrizione', latin(l.description, 1000)),
    txt('Quantita', `${l.quantity}.00`),
    txt('UnitaMisura', 'pz'),
    txt('PrezzoUnitario', unitPrice(l.net, l.quantity)),
    txt('PrezzoTotale', amount(l.net)),
    txt('AliquotaIVA', rate(l.vat_rate)),
    txt('Natura', natura(l.vat_rate)),
  )
}

/**
 * The ground of a 10 % row on an installation job (decisions 099, 108), in RiferimentoNormativo
 * (String100Latin): the law that gives the reduced rate for the declared work.
 */
const REDUCED_GROUND = {
  maintenance: 'IVA 10% art. 7 c. 1 lett. b L. 488/1999 e DM 29/12/1999',
  renovation: 'IVA 10% DPR 633/1972 Tab. A parte III n. 127-quaterdecies',
} as const

/**
 * Causale lines of an installation job: the beni significativi supplied and their value stated
 * apart (L. 205/2017 art. 1 c. 19; circolare 15/E 2018), and the deduction sought. Causale is
 * a repeatable String200Latin, the place the XSD gives for the document's free statements.
 */
export function installationCausale(d: Pick<FiscalData, 'installation'>): string[] {
  const i = d.installation
  if (!i) return []
  const out: string[] = []
  if (i.use === 'maintenance' && i.significant_value > 0)
    out.push(
      `Beni significativi (DM 29/12/1999: infissi, serramenti) valore EUR ${amount(i.significant_value)}; resto della prestazione EUR ${amount(i.rest_value)}; IVA 10% fino a concorrenza del resto, 22% sull'eccedenza`,
    )
  if (i.deduction === 'renovation_bonus')
    out.push(
      `Spesa per interventi di recupero del patrimonio edilizio, detrazione art. 16-bis DPR 917/1986, committente C.F. ${i.tax_code ?? ''}`,
    )
  if (i.deduction === 'ecobonus')
    out.push(
      `Spesa per interventi di riqualificazione energetica, detrazione art. 1 c. 344-347 L. 296/2006, committente C.F. ${i.tax_code ?? ''}`,
    )
  return out
}

function riepilogo(r: FiscalSummaryRow, d: Pick<FiscalData, 'installation'>) {
  const use = d.installation?.use
  const ground = r.vat_rate === 10 && (use === 'maintenance' || use === 'renovation') ? REDUCED_GROUND[use] : null
  return el(
    'DatiRiepilogo',
    txt('AliquotaIVA', rate(r.vat_rate)),
    txt('Natura', natura(r.vat_rate)),
    r.rounding !== 0 ? txt('Arrotondamento', amount(r.rounding)) : '',
    txt('ImponibileImporto', amount(r.net)),
    txt('Imposta', amount(r.vat)),
    r.vat_rate === 0 ? '' : txt('EsigibilitaIVA', 'I'),
    r.vat_rate === 0
      ? txt('RiferimentoNormativo', 'Non imponibile art. 41 D.L. 331/1993')
      : txt('RiferimentoNormativo', ground),
  )
}

function pagamento(d: FiscalData) {
  if (d.kind === 'credit_note') return ''
  return el(
    'DatiPagamento',
    txt('CondizioniPagamento', 'TP02'),
    el(
      'DettaglioPagamento',
      txt('ModalitaPagamento', d.payment.mode),
      txt('ImportoPagamento', amount(d.total)),
      d.payment.mode === 'MP05' && d.payment.iban && /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/i.test(d.payment.iban)
        ? txt('IBAN', d.payment.iban.toUpperCase())
        : '',
    ),
  )
}

/** The FatturaPA XML of an invoice or credit note. */
export function fatturaPaXml(d: FiscalData): string {
  if (d.kind === 'receipt' || !d.buyer) throw new Error('A receipt has no FatturaPA XML')
  const causale = [
    d.kind === 'credit_note' && d.reason ? d.reason : '',
    `Ordine ${d.order.number}`,
    ...installationCausale(d),
  ].filter(Boolean)
  const generali = el(
    'DatiGenerali',
    el(
      'DatiGeneraliDocumento',
      txt('TipoDocumento', d.kind === 'credit_note' ? 'TD04' : 'TD01'),
      txt('Divisa', 'EUR'),
      txt('Data', d.date),
      txt('Numero', d.number),
      txt('ImportoTotaleDocumento', amount(d.total)),
      ...causale.map((c) => txt('Causale', latin(c, 200))),
    ),
    d.related
      ? el('DatiFattureCollegate', txt('IdDocumento', latin(d.related.number, 20)), txt('Data', d.related.date))
      : '',
  )
  const body = el(
    'FatturaElettronicaBody',
    generali,
    el('DatiBeniServizi', ...d.lines.map(linea), ...d.summary.map((r) => riepilogo(r, d))),
    pagamento(d),
  )
  const header = el('FatturaElettronicaHeader', trasmissione(d), cedente(d.seller), cessionario(d.buyer))
  return `<?xml version="1.0" encoding="UTF-8"?>\n<p:FatturaElettronica xmlns:p="${NS}" versione="FPR12">${header}${body}</p:FatturaElettronica>\n`
}

/** The SDI file name: IT + the sender's partita IVA + "_" + a 5-character progressive. */
export const fatturaPaFileName = (d: FiscalData) =>
  `${d.seller.country}${d.seller.vat_number}_${(d.progressive ?? '1').padStart(5, '0').slice(-5)}.xml`
