import { t } from '../context'
import type { BlogPostSeed } from './blog-types'

export const windowPosts: BlogPostSeed[] = [
  {
    slug: 'finestre-nuove-trasmittanza-e-detrazioni',
    enSlug: 'new-windows-u-values-and-tax-relief',
    publishedAt: '2026-06-18T09:00:00+02:00',
    cover: 'window',
    title: t(
      'Finestre nuove: trasmittanza, zone climatiche e detrazioni',
      'New windows: U-values, climate zones and tax relief',
    ),
    excerpt: t(
      'Cosa significa Uw, perché conta la zona climatica del tuo comune e quali documenti conservare per la detrazione.',
      "What Uw means, why your town's climate zone matters and which documents to keep for tax relief.",
    ),
    body: t(
      `Quando si cambiano le finestre, il numero da guardare è la **trasmittanza termica Uw**, espressa in W/m²K: indica quanto calore passa attraverso la finestra intera, telaio e vetro insieme. **Più è bassa, meglio isola.**

## Quanto deve essere bassa

Per accedere alle detrazioni per la riqualificazione energetica la finestra nuova deve rispettare un valore massimo di Uw, che dipende dalla **zona climatica** del comune (dalla A, la più calda, alla F, la più fredda). In pratica:

- un buon doppio vetro basso emissivo con gas argon porta un serramento in PVC intorno a **Uw 1,2–1,3**;
- il triplo vetro scende fino a **Uw 0,8–1,0**, utile nelle zone E ed F e in montagna.

Ogni nostra scheda prodotto riporta la trasmittanza con il vetro di serie e con il triplo vetro.

## I documenti da conservare

- la fattura con la descrizione dei serramenti;
- la scheda tecnica e la dichiarazione di prestazione (DoP) del produttore;
- la ricevuta del **bonifico parlante**, se la detrazione lo richiede;
- la comunicazione all'ENEA, da inviare entro 90 giorni dalla fine dei lavori.

Aliquote e massimali cambiano spesso con la legge di bilancio: prima di ordinare, verifica con il tuo tecnico o il tuo commercialista le regole in vigore. Noi ti forniamo tutta la documentazione tecnica insieme alla fattura.`,
      `When you replace windows, the figure to look at is the **thermal transmittance Uw**, in W/m²K: it tells you how much heat passes through the whole window, frame and glass together. **The lower it is, the better it insulates.**

## How low it must be

To qualify for energy-upgrade tax relief, the new window must meet a maximum Uw that depends on your town's **climate zone** (from A, the warmest, to F, the coldest). In practice:

- good low-e double glazing with argon brings a PVC window to around **Uw 1.2–1.3**;
- triple glazing goes down to **Uw 0.8–1.0**, useful in zones E and F and in the mountains.

Every product page in our shop gives the transmittance with the standard glazing and with triple glazing.

## Documents to keep

- the invoice describing the windows;
- the manufacturer's data sheet and declaration of performance (DoP);
- the receipt of the **dedicated tax-relief bank transfer**, where required;
- the notice to ENEA, to be filed within 90 days of the end of the works.

Rates and caps change often with each budget law: before ordering, check the current rules with your surveyor or accountant. We supply all the technical documents together with the invoice.`,
    ),
  },
  {
    slug: 'manutenzione-finestre-prima-dell-inverno',
    enSlug: 'window-maintenance-before-winter',
    publishedAt: '2026-11-05T09:00:00+01:00',
    cover: 'maintenance',
    title: t("Manutenzione delle finestre prima dell'inverno", 'Window maintenance before winter'),
    excerpt: t(
      "Guarnizioni, ferramenta e scarichi dell'acqua: mezz'ora di cura all'anno e le finestre chiudono come il primo giorno.",
      'Seals, hardware and drainage slots: half an hour of care a year and your windows close like on day one.',
    ),
    body: t(
      `Una finestra ben tenuta dura trent'anni. Prima che arrivi il freddo dedica mezz'ora a ogni serramento: ti servono un panno, acqua tiepida, un olio spray per ferramenta e un lubrificante al silicone.

## Le guarnizioni

Pulisci le guarnizioni in gomma con acqua e sapone neutro, poi passa un velo di lubrificante al silicone. Restano morbide e tornano a chiudere bene contro gli spifferi. Se sono crepate o schiacciate si possono sostituire senza cambiare la finestra.

## La ferramenta

Apri l'anta e metti una goccia d'olio su tutti i punti di chiusura lungo il perimetro, poi muovi la maniglia qualche volta. Se l'anta sfrega in basso, le cerniere si regolano con una chiave a brugola: sulle finestre anta-ribalta basta un quarto di giro.

## Gli scarichi dell'acqua

Sul telaio inferiore, all'esterno, ci sono piccole asole che fanno uscire l'acqua piovana. Se sono intasate di polvere e foglie l'acqua ristagna e può entrare in casa: puliscile con uno scovolino.

## Le tapparelle

Controlla che la cinghia non sia sfilacciata e che le stecche scorrano senza impuntarsi nelle guide. Una spruzzata di silicone nelle guide rende il movimento più leggero anche per il motore.

Se qualcosa non torna, scrivici con una foto: spesso si risolve con un ricambio da pochi euro.`,
      `A well-kept window lasts thirty years. Before the cold arrives, give each window half an hour: you need a cloth, warm water, a hardware oil spray and a silicone lubricant.

## The seals

Clean the rubber seals with water and mild soap, then apply a thin film of silicone lubricant. They stay supple and seal properly against draughts again. If they are cracked or flattened they can be replaced without changing the window.

## The hardware

Open the sash and put a drop of oil on every locking point around the edge, then work the handle a few times. If the sash rubs at the bottom, the hinges adjust with an Allen key: on tilt-and-turn windows a quarter turn is enough.

## The drainage slots

On the outside of the bottom frame there are small slots that let rainwater out. If dust and leaves block them, water collects and can get indoors: clear them with a small brush.

## Roller shutters

Check that the strap is not frayed and that the slats run in their guides without catching. A spray of silicone in the guides makes the movement lighter, for the motor too.

If something does not look right, send us a photo: it is often fixed with a spare part costing a few euro.`,
    ),
  },
]
