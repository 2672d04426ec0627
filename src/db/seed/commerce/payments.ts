import { paymentTypes, paymentTypeTranslations } from '../../schema'
import { perLocale, report, t, type L10n, type SeedContext } from '../context'

type Kind = (typeof paymentTypes.$inferInsert)['kind']
type PaymentSeed = {
  code: string
  kind: Kind
  provider: string | null
  name: L10n
  instructions: L10n
  fee?: number
  allowsMadeToMeasure?: boolean
  maxTotal?: number
  active?: boolean
}

// Codes name the behaviour (decision 018): bank_transfer, cash_on_delivery, card, paypal,
// in_store. The IBAN is invented (valid format, no real account); the shop's own is the
// `shop_iban` setting.
export const paymentSeeds: PaymentSeed[] = [
  {
    code: 'bank_transfer',
    kind: 'local',
    provider: null,
    name: t('Bonifico bancario', 'Bank transfer'),
    instructions: t(
      "Intesta il bonifico a Soglia S.r.l., IBAN IT60 X054 2811 1010 0000 0123 456, indicando nella causale il numero d'ordine. Avviamo la produzione quando l'accredito risulta sul conto, di solito in 1–2 giorni lavorativi.",
      'Make the transfer to Soglia S.r.l., IBAN IT60 X054 2811 1010 0000 0123 456, quoting your order number as the reference. Production starts once the payment reaches our account, usually within 1–2 working days.',
    ),
  },
  {
    code: 'cash_on_delivery',
    kind: 'local',
    provider: null,
    fee: 700,
    allowsMadeToMeasure: false,
    // Cash limit (D.Lgs. 231/2007 as amended): under 5,000 €.
    maxTotal: 499_999,
    name: t('Contrassegno', 'Cash on delivery'),
    instructions: t(
      'Paghi al corriere alla consegna, in contanti fino a 4.999,99 € o con assegno circolare intestato a Soglia S.r.l. Disponibile solo per articoli a magazzino, non per prodotti su misura.',
      "Pay the courier on delivery, in cash up to €4,999.99 or by banker's draft made out to Soglia S.r.l. Available for stock items only, not for made-to-measure products.",
    ),
  },
  {
    code: 'card',
    kind: 'online',
    provider: 'stripe',
    name: t('Carta di credito o debito', 'Credit or debit card'),
    instructions: t(
      'Paghi in modo sicuro con Visa, Mastercard o American Express; i dati della carta sono gestiti da Stripe e non passano dai nostri server.',
      'Pay securely with Visa, Mastercard or American Express; your card details are handled by Stripe and never pass through our servers.',
    ),
  },
  {
    code: 'paypal',
    kind: 'online',
    provider: 'paypal',
    // No PayPal integration yet: kept, not offered.
    active: false,
    name: t('PayPal', 'PayPal'),
    instructions: t(
      'Verrai indirizzato a PayPal per completare il pagamento, anche a rate con Paga in 3 rate.',
      'You will be sent to PayPal to complete the payment, including Pay in 3 instalments.',
    ),
  },
  {
    code: 'in_store',
    kind: 'both',
    provider: null,
    name: t('Pagamento in sede', 'Pay at our showroom'),
    instructions: t(
      "Paghi nel nostro showroom di Verona con carta, bancomat o contanti nei limiti di legge, al momento del ritiro o prima dell'avvio della produzione.",
      'Pay at our Verona showroom by card or in cash within the legal limits, when you collect or before production starts.',
    ),
  },
]

export async function seedPayments(ctx: SeedContext) {
  const rows = await ctx.tx.select({ code: paymentTypes.code }).from(paymentTypes)
  const known = new Set(rows.map((r) => r.code))
  let count = 0
  for (const [i, p] of paymentSeeds.entries()) {
    if (known.has(p.code)) continue
    const [row] = await ctx.tx
      .insert(paymentTypes)
      .values({
        code: p.code,
        kind: p.kind,
        provider: p.provider,
        fee: p.fee ?? 0,
        allowsMadeToMeasure: p.allowsMadeToMeasure ?? true,
        maxTotal: p.maxTotal ?? null,
        active: p.active ?? true,
        sortOrder: i * 10,
      })
      .returning({ id: paymentTypes.id })
    if (!row) throw new Error(`payment type ${p.code} not inserted`)
    await ctx.tx.insert(paymentTypeTranslations).values(
      perLocale((locale) => ({
        paymentTypeId: row.id,
        locale,
        name: p.name[locale],
        instructions: p.instructions[locale],
      })),
    )
    count++
  }
  report(ctx, 'payment types', count)
}
