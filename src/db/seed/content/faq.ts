import { eq } from 'drizzle-orm'
import { faqEntries, faqEntryTranslations } from '../../schema'
import { perLocale, report, t, type L10n, type SeedContext } from '../context'

const groups = {
  ordini: t('Ordini e pagamenti', 'Orders and payment'),
  spedizioni: t('Spedizioni e consegna', 'Shipping and delivery'),
  misure: t('Misure e posa', 'Measuring and installation'),
  prodotti: t('Prodotti e garanzia', 'Products and warranty'),
} satisfies Record<string, L10n>

type FaqSeed = { group: keyof typeof groups; question: L10n; answer: L10n }

export const faqSeeds: FaqSeed[] = [
  {
    group: 'ordini',
    question: t('Posso modificare un ordine dopo averlo confermato?', 'Can I change an order after confirming it?'),
    answer: t(
      "Sì, finché il prodotto non è entrato in produzione: scrivici con il numero d'ordine e aggiorniamo misure, finiture o verso di apertura. Dopo l'avvio della produzione le modifiche sui prodotti su misura non sono più possibili.",
      'Yes, until the product goes into production: write to us with your order number and we will update sizes, finishes or opening direction. Once production has started, made-to-measure products can no longer be changed.',
    ),
  },
  {
    group: 'ordini',
    question: t('Quali metodi di pagamento accettate?', 'Which payment methods do you accept?'),
    answer: t(
      'Bonifico bancario, carta di credito o debito, PayPal, contrassegno per gli articoli a magazzino e pagamento in sede nel nostro showroom di Verona.',
      'Bank transfer, credit or debit card, PayPal, cash on delivery for stock items, and payment at our Verona showroom.',
    ),
  },
  {
    group: 'ordini',
    question: t(
      'Emettete fattura per aziende e professionisti?',
      'Do you issue invoices to companies and professionals?',
    ),
    answer: t(
      "Sì: al checkout scegli la fattura invece dello scontrino e indica partita IVA, codice SDI o PEC. Rivenditori e studi tecnici registrati vedono i listini riservati dopo l'accesso.",
      'Yes: at checkout choose an invoice instead of a receipt and enter your VAT number and SDI code or certified e-mail. Registered retailers and design studios see their reserved price lists after logging in.',
    ),
  },
  {
    group: 'spedizioni',
    question: t('Quanto costa la spedizione?', 'How much does shipping cost?'),
    answer: t(
      "Dipende dal peso dell'ordine e dalla zona: con il corriere si parte da 19 € nel Nord Italia per pacchi fino a 30 kg; porte blindate e finestre viaggiano su bancale. Il costo esatto compare nel carrello prima del pagamento.",
      'It depends on the order weight and the area: by courier it starts at €19 in Northern Italy for parcels up to 30 kg; security doors and windows travel on a pallet. The exact cost appears in the cart before payment.',
    ),
  },
  {
    group: 'spedizioni',
    question: t('Il corriere porta la merce al piano?', 'Will the courier carry goods upstairs?'),
    answer: t(
      'Il corriere espresso consegna al piano i colli fino a 30 kg. Le consegne su bancale sono a bordo strada: se ti serve il facchinaggio al piano, chiedici un preventivo.',
      'The express courier delivers parcels up to 30 kg to your door. Pallet deliveries are kerbside: if you need them carried upstairs, ask us for a quote.',
    ),
  },
  {
    group: 'spedizioni',
    question: t('Spedite anche in Sicilia e Sardegna?', 'Do you ship to Sicily and Sardinia?'),
    answer: t(
      "Sì, con tariffe dedicate alle isole (e alla Calabria) e un paio di giorni in più per la consegna. Le spedizioni fuori dall'Italia si concordano su richiesta.",
      'Yes, with dedicated rates for the islands (and Calabria) and a couple of extra days for delivery. Shipping outside Italy is arranged on request.',
    ),
  },
  {
    group: 'misure',
    question: t('Come prendo le misure per una porta su misura?', 'How do I measure for a made-to-measure door?'),
    answer: t(
      'Misura larghezza e altezza del vano murario senza il vecchio telaio, in tre punti, e prendi la misura più piccola; poi misura lo spessore del muro intonaco compreso. Sul blog trovi la guida passo passo.',
      'Measure the width and height of the structural opening without the old frame, at three points, and take the smallest figure; then measure the wall thickness including plaster. Our blog has a step-by-step guide.',
    ),
  },
  {
    group: 'misure',
    question: t('Fate anche la posa in opera?', 'Do you also install?'),
    answer: t(
      'Sì, con posatori nostri in tutto il Nord Italia e con partner di fiducia nel resto del Paese. Puoi aggiungere la posa come opzione nella scheda del prodotto; per blindate e finestre è compreso anche il sopralluogo.',
      'Yes, with our own fitters across Northern Italy and trusted partners elsewhere. You can add installation as an option on the product page; for security doors and windows a site survey is included.',
    ),
  },
  {
    group: 'misure',
    question: t("Con la posa l'IVA è più bassa?", 'Is VAT lower with installation?'),
    answer: t(
      "Nelle ristrutturazioni di abitazioni, fornitura e posa di porte e finestre possono godere dell'IVA al 10%, con i limiti previsti per i «beni significativi». Te lo indichiamo in preventivo in base ai documenti che ci fornisci.",
      'In home renovations, supply and installation of doors and windows may qualify for 10% VAT, within the limits set for "significant goods". We show it in your quote based on the documents you provide.',
    ),
  },
  {
    group: 'prodotti',
    question: t('Posso restituire un prodotto su misura?', 'Can I return a made-to-measure product?'),
    answer: t(
      'No: i beni realizzati su tua specifica sono esclusi dal diritto di recesso (art. 59 del Codice del Consumo). Restano ovviamente coperti dalla garanzia legale di 24 mesi contro i difetti.',
      'No: goods made to your specifications are excluded from the right of withdrawal (art. 59 of the Italian Consumer Code). They are of course still covered by the 24-month legal guarantee against defects.',
    ),
  },
  {
    group: 'prodotti',
    question: t("Che differenza c'è tra laminato e laccato?", 'What is the difference between laminate and lacquer?'),
    answer: t(
      'Il laminato è una pellicola stampata molto resistente ai graffi ed economica; il laccato è una vernice stesa a più mani, più elegante al tatto e disponibile in qualsiasi colore RAL, ma più delicato agli urti.',
      'Laminate is a printed film that is very scratch-resistant and affordable; lacquer is paint applied in several coats, more refined to the touch and available in any RAL colour, but more sensitive to knocks.',
    ),
  },
  {
    group: 'prodotti',
    question: t('Le porte blindate sono certificate?', 'Are your security doors certified?'),
    answer: t(
      'Sì, tutte le nostre blindate sono certificate secondo UNI EN 1627 nella classe indicata in scheda e vengono consegnate con la documentazione e il certificato di corretta posa.',
      'Yes, all our security doors are certified to UNI EN 1627 in the class stated on the product page and come with their documentation and a certificate of correct installation.',
    ),
  },
]

export async function seedFaq(ctx: SeedContext) {
  // FAQ entries have no slug: the Italian question is their natural key.
  const rows = await ctx.tx
    .select({ question: faqEntryTranslations.question })
    .from(faqEntryTranslations)
    .where(eq(faqEntryTranslations.locale, 'it'))
  const known = new Set(rows.map((r) => r.question))
  let count = 0
  for (const [i, f] of faqSeeds.entries()) {
    if (known.has(f.question.it)) continue
    const [row] = await ctx.tx
      .insert(faqEntries)
      .values({ groupCode: f.group, sortOrder: i * 10 })
      .returning({ id: faqEntries.id })
    if (!row) throw new Error(`faq ${f.question.it} not inserted`)
    const group = groups[f.group]
    await ctx.tx.insert(faqEntryTranslations).values(
      perLocale((locale) => ({
        entryId: row.id,
        locale,
        groupLabel: group[locale],
        question: f.question[locale],
        answer: f.answer[locale],
      })),
    )
    count++
  }
  report(ctx, 'FAQ entries', count)
}
