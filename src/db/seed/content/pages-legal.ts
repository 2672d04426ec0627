import { t } from '../context'
import { company, type PageSeed } from './page-types'

// Plausible demo texts, not legal advice: a real shop has them reviewed by its lawyer.

export const legalPages: PageSeed[] = [
  {
    slug: 'privacy',
    enSlug: 'privacy-policy',
    icon: 'shield-check',
    showInMenu: false,
    showInFooter: true,
    title: t('Informativa sulla privacy', 'Privacy policy'),
    metaDescription: t(
      'Come Soglia tratta i dati personali di clienti e visitatori, ai sensi del GDPR.',
      'How Soglia processes the personal data of customers and visitors under the GDPR.',
    ),
    body: t(
      `## Titolare del trattamento

Il titolare è ${company.name}, ${company.street}, ${company.city}, P.IVA ${company.vat}. Per qualsiasi richiesta sui tuoi dati scrivi a ${company.privacyEmail}.

## Quali dati trattiamo e perché

- **Dati dell'account e degli ordini** (nome, e-mail, indirizzi, telefono, dati di fatturazione): per eseguire il contratto, spedire e fatturare. Base giuridica: esecuzione del contratto e obblighi di legge.
- **Misure e note tecniche** che ci comunichi per i prodotti su misura: solo per produrli e installarli.
- **Iscrizione alla newsletter**: per inviarti novità e promozioni, solo con il tuo consenso, confermato con doppio opt-in. Puoi disiscriverti in ogni momento dal link in fondo a ogni e-mail.
- **Dati di navigazione e cookie**: vedi la cookie policy.

## Per quanto tempo

Conserviamo i dati di fatturazione per 10 anni, come richiede la legge. I dati dell'account restano finché non lo chiudi; gli iscritti alla newsletter finché non si disiscrivono.

## A chi li comunichiamo

Ai corrieri per la consegna, ai posatori per l'installazione, ai fornitori di pagamento (Stripe, PayPal) e al nostro commercialista. Non vendiamo dati a nessuno.

## I tuoi diritti

Puoi chiedere accesso, rettifica, cancellazione, limitazione e portabilità dei dati, e opporti al trattamento, scrivendo a ${company.privacyEmail}. Se ritieni che i tuoi dati siano trattati in modo scorretto puoi rivolgerti al Garante per la protezione dei dati personali.`,
      `## Data controller

The controller is ${company.name}, ${company.street}, ${company.city}, VAT no. ${company.vat}. For any request about your data, write to ${company.privacyEmail}.

## What data we process and why

- **Account and order data** (name, e-mail, addresses, phone, billing details): to perform the contract, ship and invoice. Legal basis: performance of the contract and legal obligations.
- **Measurements and technical notes** you give us for made-to-measure products: only to make and install them.
- **Newsletter subscription**: to send you news and offers, only with your consent, confirmed by double opt-in. You can unsubscribe at any time from the link at the bottom of every e-mail.
- **Browsing data and cookies**: see the cookie policy.

## For how long

We keep billing data for 10 years, as the law requires. Account data stays until you close your account; newsletter subscribers until they unsubscribe.

## Who we share it with

Couriers for delivery, fitters for installation, payment providers (Stripe, PayPal) and our accountant. We never sell data to anyone.

## Your rights

You can ask for access, correction, erasure, restriction and portability of your data, and object to processing, by writing to ${company.privacyEmail}. If you believe your data is being mishandled you can complain to the Italian Data Protection Authority (Garante per la protezione dei dati personali).`,
    ),
  },
  {
    slug: 'cookie',
    enSlug: 'cookie-policy',
    icon: 'cookie',
    showInMenu: false,
    showInFooter: true,
    title: t('Cookie policy', 'Cookie policy'),
    metaDescription: t(
      'Quali cookie usa il sito Soglia e come gestire il consenso.',
      'Which cookies the Soglia site uses and how to manage your consent.',
    ),
    body: t(
      `## Cosa sono i cookie

I cookie sono piccoli file che il sito salva nel tuo browser. Alcuni servono a far funzionare il negozio, altri ci aiutano a capire come viene usato il sito.

## Cookie tecnici (sempre attivi)

- **Sessione e accesso**: ti riconoscono quando sei entrato nel tuo account.
- **Carrello**: ricorda i prodotti configurati anche se chiudi la pagina.
- **Lingua** (\`i18n_redirected\`, 365 giorni): ricorda la lingua che hai scelto.
- **Consenso** (365 giorni): ricorda le tue scelte su questa pagina, così non te le chiediamo a ogni visita.

Questi cookie non richiedono consenso perché senza di loro il sito non funziona.

## Cookie analitici e di marketing (solo con consenso)

Con il tuo consenso usiamo cookie di statistica in forma aggregata, per capire quali pagine sono utili, e cookie di marketing per mostrarti le nostre offerte su altri siti. Puoi accettarli o rifiutarli separatamente dal banner che appare alla prima visita.

## Cambiare idea

Puoi modificare le tue scelte in qualsiasi momento dal link «Preferenze cookie» in fondo a ogni pagina, oppure cancellando i cookie dalle impostazioni del browser.`,
      `## What cookies are

Cookies are small files the site stores in your browser. Some are needed for the shop to work; others help us understand how the site is used.

## Technical cookies (always on)

- **Session and login**: recognise you once you have signed in to your account.
- **Cart**: remembers the products you configured even if you close the page.
- **Language** (\`i18n_redirected\`, 365 days): remembers the language you chose.
- **Consent** (365 days): remembers your choices on this page, so we do not ask at every visit.

These cookies need no consent because the site cannot work without them.

## Analytics and marketing cookies (only with consent)

With your consent we use statistics cookies in aggregate form, to see which pages are useful, and marketing cookies to show you our offers on other sites. You can accept or refuse them separately from the banner shown on your first visit.

## Changing your mind

You can change your choices at any time from the "Cookie preferences" link at the bottom of every page, or by deleting cookies in your browser settings.`,
    ),
  },
  {
    slug: 'termini-e-condizioni',
    enSlug: 'terms-and-conditions',
    icon: 'scale',
    showInMenu: false,
    showInFooter: true,
    title: t('Termini e condizioni di vendita', 'Terms and conditions of sale'),
    metaDescription: t(
      'Condizioni generali di vendita di Soglia: prezzi, pagamenti, consegna, diritto di recesso e garanzia.',
      'Soglia general terms of sale: prices, payment, delivery, right of withdrawal and warranty.',
    ),
    body: t(
      `## 1. Venditore

Le vendite sono effettuate da ${company.name}, ${company.street}, ${company.city}, P.IVA ${company.vat}, PEC ${company.pec}.

## 2. Prezzi e ordini

Tutti i prezzi sono in euro e **comprendono l'IVA al 22%**. Le spese di spedizione e le eventuali opzioni (posa, sopralluogo, kit) sono indicate nel carrello prima della conferma. Il contratto si conclude quando ricevi la nostra e-mail di conferma dell'ordine. Per i clienti professionali (rivenditori e rivendite) valgono i listini riservati visibili dopo l'accesso.

## 3. Pagamento

Accettiamo bonifico, carta, PayPal, contrassegno (solo articoli a magazzino) e pagamento in sede. I prodotti su misura entrano in produzione solo dopo l'incasso.

## 4. Consegna

I tempi indicati sulle schede prodotto sono indicativi e decorrono dalla conferma dell'ordine. Il rischio passa a te alla consegna; controlla gli imballi e segnala eventuali danni entro 8 giorni.

## 5. Diritto di recesso

Se sei un consumatore puoi recedere dal contratto **entro 14 giorni** dalla consegna, senza indicarne il motivo, comunicandolo per e-mail o PEC. Ti rimborsiamo entro 14 giorni dalla comunicazione, anche trattenendo il rimborso finché non riceviamo i beni; le spese di restituzione sono a tuo carico.

**Il recesso è escluso per i beni confezionati su misura o chiaramente personalizzati**, come previsto dall'**art. 59, comma 1, lettera c) del Codice del Consumo** (D.Lgs. 206/2005): porte, finestre, persiane e zanzariere prodotte secondo le misure, le finiture o le aperture che hai indicato. Lo segnaliamo su ogni scheda di prodotto su misura e prima del pagamento.

## 6. Garanzia legale

Tutti i prodotti hanno la garanzia legale di conformità di 24 mesi per i consumatori (artt. 128 e seguenti del Codice del Consumo). Non sono coperti i danni dovuti a posa non conforme alle istruzioni, quando la posa non è stata eseguita da noi.

## 7. Legge applicabile e controversie

Si applica la legge italiana. Per i consumatori è competente il foro del luogo di residenza; è inoltre disponibile la piattaforma europea di risoluzione online delle controversie.`,
      `## 1. Seller

Sales are made by ${company.name}, ${company.street}, ${company.city}, VAT no. ${company.vat}, certified e-mail ${company.pec}.

## 2. Prices and orders

All prices are in euro and **include 22% Italian VAT**. Shipping costs and any options (installation, survey, kits) are shown in the cart before you confirm. The contract is made when you receive our order confirmation e-mail. Trade customers (retailers and resellers) get the reserved price lists shown after login.

## 3. Payment

We accept bank transfer, card, PayPal, cash on delivery (stock items only) and payment at our showroom. Made-to-measure products go into production only once payment is received.

## 4. Delivery

The lead times on product pages are estimates and run from order confirmation. Risk passes to you on delivery; check the packaging and report any damage within 8 days.

## 5. Right of withdrawal

If you are a consumer you may withdraw from the contract **within 14 days** of delivery, without giving a reason, by telling us by e-mail or certified e-mail. We refund you within 14 days of your notice, and may hold the refund until we receive the goods back; return shipping is at your expense.

**Withdrawal does not apply to goods made to the customer's specifications or clearly personalised**, as provided by **art. 59(1)(c) of the Italian Consumer Code** (Legislative Decree 206/2005): doors, windows, shutters and insect screens built to the sizes, finishes or opening directions you specified. We state this on every made-to-measure product page and before payment.

## 6. Legal warranty

All products carry the 24-month legal guarantee of conformity for consumers (art. 128 and following of the Consumer Code). Damage caused by installation not following the instructions is not covered when the installation was not carried out by us.

## 7. Governing law and disputes

Italian law applies. For consumers, the court of their place of residence has jurisdiction; the European online dispute resolution platform is also available.`,
    ),
  },
]
