import { t } from '../context'
import { company, type PageSeed } from './page-types'

export const companyPages: PageSeed[] = [
  {
    slug: 'chi-siamo',
    enSlug: 'about-us',
    icon: 'info',
    showInMenu: true,
    showInFooter: true,
    title: t('Chi siamo', 'About us'),
    metaDescription: t(
      'Soglia vende porte, finestre e persiane dal 1998: showroom a Verona, posatori in tutto il Nord Italia e spedizioni in tutta la penisola.',
      'Soglia has sold doors, windows and shutters since 1998: a showroom in Verona, fitters across Northern Italy and delivery throughout the country.',
    ),
    body: t(
      `## Una soglia da attraversare insieme

Soglia nasce nel 1998 a Verona come piccola bottega di serramenti: due fratelli, un furgone e un laboratorio dove si aggiustavano le porte dei vicini. Oggi siamo un'azienda di trenta persone, con uno showroom di 600 metri quadrati, un magazzino e una squadra di posatori che lavora in tutto il Nord Italia.

La nostra idea è rimasta la stessa: **una porta o una finestra si sceglie una volta ogni vent'anni**, quindi deve essere quella giusta. Per questo ti diciamo sempre cosa ti serve davvero, anche quando costa meno di quello che avevi in mente.

## Cosa facciamo

- **Porte interne** in laminato, laccato e legno vero, in misura standard o su misura al centimetro.
- **Porte blindate** certificate dalla classe 2 alla classe 4, installate dai nostri tecnici.
- **Finestre e porte-finestre** in PVC, alluminio, legno e legno-alluminio, con la consulenza per le detrazioni fiscali.
- **Persiane, scuri, tapparelle e zanzariere**, oltre a maniglie e ferramenta per chi preferisce fare da sé.

## Come lavoriamo

Lavoriamo con produttori italiani che conosciamo da anni, in Veneto, Friuli ed Emilia. Ogni prodotto su misura viene controllato in magazzino prima della spedizione e, quando la posa è nostra, il posatore che monta è lo stesso che ha preso le misure.

Vieni a trovarci in ${company.street}, ${company.city}: puoi toccare le finiture, provare le maniglie e aprire una blindata vera prima di decidere.`,
      `## A threshold to cross together

Soglia began in 1998 in Verona as a small joinery shop: two brothers, a van and a workshop where neighbours brought their doors to be fixed. Today we are a company of thirty people, with a 600 square metre showroom, a warehouse and a team of fitters working across Northern Italy.

Our idea has not changed: **you choose a door or a window once every twenty years**, so it has to be the right one. That is why we always tell you what you really need, even when it costs less than you had in mind.

## What we do

- **Interior doors** in laminate, lacquer and real wood, in standard sizes or made to measure to the centimetre.
- **Security doors** certified from class 2 to class 4, installed by our own technicians.
- **Windows and French doors** in PVC, aluminium, wood and wood-aluminium, with advice on energy tax relief.
- **Shutters, roller shutters and insect screens**, plus handles and hardware for those who prefer to do it themselves.

## How we work

We work with Italian manufacturers we have known for years, in Veneto, Friuli and Emilia. Every made-to-measure product is checked in our warehouse before it ships and, when we do the fitting, the installer who fits it is the one who measured it.

Come and see us at ${company.street}, ${company.city}: you can touch the finishes, try the handles and open a real security door before you decide.`,
    ),
  },
  {
    slug: 'contatti',
    enSlug: 'contact',
    icon: 'mail',
    showInMenu: true,
    showInFooter: true,
    title: t('Contatti', 'Contact'),
    metaDescription: t(
      'Telefono, e-mail e indirizzo dello showroom Soglia a Verona. Preventivi e sopralluoghi su appuntamento.',
      'Phone, e-mail and address of the Soglia showroom in Verona. Quotes and site surveys by appointment.',
    ),
    body: t(
      `## Parla con noi

Per un preventivo, una domanda su un ordine o un consiglio sulle misure puoi scriverci o chiamarci: rispondiamo di persona, senza risponditori automatici.

- **Telefono:** ${company.phone} (lunedì–venerdì 8:30–12:30 e 14:30–18:30, sabato 9:00–12:30)
- **E-mail:** ${company.email}
- **PEC:** ${company.pec}

## Showroom e magazzino

${company.name}, ${company.street}, ${company.city}. Parcheggio clienti all'interno del cortile; il ritiro della merce si fa dal cancello carraio sul retro.

Per un sopralluogo o una consulenza sulle finestre ti consigliamo di prendere appuntamento: così troverai libero il tecnico che segue la tua zona.

## Dopo l'acquisto

Per l'assistenza su un ordine tieni a portata di mano il numero d'ordine che trovi nella conferma via e-mail e nella tua area personale. Se qualcosa è arrivato danneggiato, mandaci una foto entro 8 giorni dalla consegna: la sostituzione è a nostro carico.`,
      `## Talk to us

For a quote, a question about an order or advice on measurements, write to us or call: a real person answers, no automated menus.

- **Phone:** ${company.phone} (Monday–Friday 8:30–12:30 and 14:30–18:30, Saturday 9:00–12:30)
- **E-mail:** ${company.email}
- **Certified e-mail (PEC):** ${company.pec}

## Showroom and warehouse

${company.name}, ${company.street}, ${company.city}. Customer parking is inside the courtyard; collections are made from the vehicle gate at the back.

For a site survey or window advice, please book an appointment: that way the technician who covers your area will be free.

## After your purchase

For help with an order, keep your order number handy: you will find it in the confirmation e-mail and in your account. If something arrives damaged, send us a photo within 8 days of delivery: the replacement is on us.`,
    ),
  },
  {
    slug: 'spedizioni-e-resi',
    enSlug: 'shipping-and-returns',
    icon: 'truck',
    showInMenu: false,
    showInFooter: true,
    title: t('Spedizioni e resi', 'Shipping and returns'),
    metaDescription: t(
      'Costi e tempi di spedizione per peso e zona, consegna su bancale, ritiro in sede e come restituire un prodotto.',
      'Shipping costs and times by weight and area, pallet delivery, collection from our warehouse and how to return a product.',
    ),
    body: t(
      `## Quanto costa la spedizione

Il costo dipende dal **peso totale dell'ordine** e dalla **zona di consegna** (Nord, Centro, Sud, Isole e Calabria) e lo vedi nel carrello prima di pagare.

- Fino a 30 kg spediamo con corriere espresso, con consegna al piano.
- Da 30 a 150 kg — per esempio una porta blindata o più porte interne — consegniamo su bancale a bordo strada, previo appuntamento telefonico.
- Oltre 150 kg organizziamo un mezzo dedicato con sponda idraulica.

Puoi anche ritirare gratuitamente nel nostro magazzino di Verona.

## Quando arriva

Gli articoli a magazzino partono in 2–5 giorni lavorativi. I prodotti su misura vengono prodotti dopo l'ordine: in genere 3–6 settimane, 4–8 per le porte blindate. Il tempo indicativo è scritto su ogni scheda prodotto e ti avvisiamo via e-mail a ogni passaggio: conferma, inizio e fine produzione, spedizione.

## Controlla alla consegna

Prima di firmare controlla che gli imballi siano integri. Se un collo è danneggiato firma **"con riserva di controllo"** e scrivici entro 8 giorni con qualche foto.

## Resi

Per gli articoli standard hai 14 giorni dalla consegna per ripensarci: scrivici, rispediscili integri nell'imballo originale e ti rimborsiamo entro 14 giorni dal rientro; le spese di restituzione sono a tuo carico. I prodotti **realizzati su misura** non si possono restituire (art. 59 del Codice del Consumo), salvo difetti.`,
      `## What shipping costs

The cost depends on the **total weight of the order** and the **delivery area** (North, Centre, South, Islands and Calabria), and you see it in the cart before you pay.

- Up to 30 kg we ship by express courier, delivered to your door.
- From 30 to 150 kg — for example a security door or several interior doors — we deliver on a pallet to the kerbside, by phone appointment.
- Over 150 kg we arrange a dedicated truck with a tail lift.

You can also collect free of charge from our Verona warehouse.

## When it arrives

Stock items leave in 2–5 working days. Made-to-measure products are built after you order: usually 3–6 weeks, 4–8 for security doors. The expected time is shown on every product page, and we e-mail you at every step: confirmation, start and end of production, dispatch.

## Check on delivery

Before signing, check that the packaging is intact. If a package is damaged, sign **"subject to inspection"** and write to us within 8 days with a few photos.

## Returns

For standard items you have 14 days from delivery to change your mind: let us know, send them back unused in the original packaging and we refund you within 14 days of receiving them; return shipping is at your expense. **Made-to-measure** products cannot be returned (art. 59 of the Italian Consumer Code), unless faulty.`,
    ),
  },
]
