import { t } from '../context'
import type { BlogPostSeed } from './blog-types'

export const doorPosts: BlogPostSeed[] = [
  {
    slug: 'come-prendere-le-misure-di-una-porta-interna',
    enSlug: 'how-to-measure-for-an-interior-door',
    publishedAt: '2026-02-12T09:00:00+01:00',
    cover: 'measure',
    title: t('Come prendere le misure di una porta interna', 'How to measure for an interior door'),
    excerpt: t(
      'Larghezza, altezza e spessore del muro: tre misure, un metro e cinque minuti per ordinare la porta giusta al primo colpo.',
      'Width, height and wall thickness: three measurements, a tape and five minutes to order the right door first time.',
    ),
    body: t(
      `Ordinare una porta su misura sembra complicato, ma bastano un metro rigido e cinque minuti. L'importante è misurare **il vano murario**, cioè il foro nel muro senza il vecchio telaio.

## 1. La larghezza

Misura la larghezza in tre punti: in basso, a metà e in alto. Prendi **la misura più piccola**: è quella che conta, perché il telaio deve entrare anche nel punto più stretto.

## 2. L'altezza

Misura dal pavimento finito — quindi con piastrelle o parquet già posati — fino al punto più basso dell'architrave. Se il pavimento non è ancora posato, aggiungi il suo spessore e scrivicelo nelle note.

## 3. Lo spessore del muro

È la misura che si dimentica più spesso. Prendila in più punti, intonaco compreso: il telaio si regola in un intervallo di qualche centimetro e i coprifili coprono il resto. Un muro in cartongesso è spesso 10–12,5 cm, un muro in laterizio intonacato 11–14 cm.

## 4. Il verso di apertura

Mettiti dalla parte in cui la porta si apre **verso di te**: se le cerniere sono a destra, è una porta «destra a tirare». Dall'altra parte la stessa porta è «destra a spingere». Nel configuratore trovi tutte e quattro le combinazioni.

Se hai un dubbio, prenota un sopralluogo: il tecnico prende le misure e, se la posa la facciamo noi, la responsabilità delle misure è nostra.`,
      `Ordering a made-to-measure door sounds complicated, but a rigid tape measure and five minutes are enough. What matters is measuring **the structural opening**, the hole in the wall without the old frame.

## 1. Width

Measure the width at three points: bottom, middle and top. Take **the smallest figure**: that is the one that counts, because the frame has to fit the narrowest point too.

## 2. Height

Measure from the finished floor — with tiles or parquet already laid — up to the lowest point of the lintel. If the floor is not down yet, add its thickness and tell us in the notes.

## 3. Wall thickness

This is the measurement people forget most. Take it at several points, plaster included: the frame adjusts over a range of a few centimetres and the architraves cover the rest. A plasterboard wall is usually 10–12.5 cm, a plastered brick wall 11–14 cm.

## 4. Opening direction

Stand on the side where the door opens **towards you**: if the hinges are on the right, it is a "right, pull" door. From the other side the same door is "right, push". The configurator offers all four combinations.

If in doubt, book a site survey: the technician measures and, if we do the fitting, the measurements are our responsibility.`,
    ),
  },
  {
    slug: 'classe-antieffrazione-quale-scegliere',
    enSlug: 'burglar-resistance-classes-explained',
    publishedAt: '2026-04-08T09:00:00+02:00',
    cover: 'security',
    title: t(
      'Classe antieffrazione: quale scegliere per la porta blindata',
      'Burglar resistance classes: which one for your security door',
    ),
    excerpt: t(
      'Classe 2, 3 o 4? Cosa dice la norma UNI EN 1627, quanto resiste davvero una porta e quando conviene salire di classe.',
      'Class 2, 3 or 4? What the UNI EN 1627 standard says, how long a door really holds out and when it is worth going up a class.',
    ),
    body: t(
      `La classe antieffrazione indica per quanto tempo una porta resiste a un tentativo di scasso con attrezzi sempre più pesanti. La certifica un laboratorio secondo la norma **UNI EN 1627**, che prevede sei classi; per le abitazioni si usano la 2, la 3 e la 4.

## Classe 2

Resiste per circa 3 minuti a un ladro occasionale armato di cacciaviti e pinze. Va bene per cantine, locali tecnici o ingressi interni a una proprietà già protetta.

## Classe 3

Resiste per circa 5 minuti anche a piede di porco e trapano. È **la scelta consigliata per la maggior parte degli appartamenti** e delle villette: è lo standard richiesto da molte assicurazioni.

## Classe 4

Resiste per circa 10 minuti ad attrezzi pesanti come seghe e mazze. Ha senso per ville isolate, piani terra con accesso nascosto e studi professionali con valori custoditi.

## Non solo la porta

Una blindata in classe 3 montata male resiste come una classe 1. Il controtelaio deve essere ancorato alla muratura con zanche o tasselli chimici e il cilindro deve essere protetto da un defender. Per questo le nostre blindate sono sempre installate dai nostri tecnici, con certificato di corretta posa.`,
      `The burglar resistance class tells you how long a door holds out against a break-in attempt with increasingly heavy tools. It is certified by a laboratory under the **UNI EN 1627** standard, which defines six classes; homes use classes 2, 3 and 4.

## Class 2

Holds out for about 3 minutes against an opportunist thief with screwdrivers and pliers. Fine for cellars, plant rooms or inner doors within an already protected property.

## Class 3

Holds out for about 5 minutes against crowbars and drills too. It is **the choice we recommend for most flats** and houses, and the standard many insurers ask for.

## Class 4

Holds out for about 10 minutes against heavy tools such as saws and sledgehammers. It makes sense for isolated villas, ground floors with a hidden entrance and offices holding valuables.

## Not just the door

A class 3 door badly fitted resists like a class 1. The sub-frame must be anchored to the masonry with brackets or chemical anchors, and the cylinder must be guarded by a defender. That is why our security doors are always fitted by our own technicians, with a certificate of correct installation.`,
    ),
  },
  {
    slug: 'porte-scorrevoli-interno-o-esterno-muro',
    enSlug: 'sliding-doors-pocket-or-wall-mounted',
    publishedAt: '2026-09-24T09:00:00+02:00',
    cover: 'sliding',
    title: t('Porte scorrevoli: interno muro o esterno muro?', 'Sliding doors: pocket or wall-mounted?'),
    excerpt: t(
      'Due modi di far scorrere una porta, con costi, lavori e risultati molto diversi. Ecco come scegliere.',
      'Two ways to slide a door, with very different costs, work and results. Here is how to choose.',
    ),
    body: t(
      `Una porta a battente ha bisogno di quasi un metro quadrato libero per aprirsi. Quando quello spazio manca — un corridoio stretto, un bagno piccolo — la scorrevole è la soluzione. Ma quale?

## Interno muro (a scomparsa)

L'anta entra in un **controtelaio** nascosto dentro la parete. A porta aperta non si vede nulla.

- Serve un muro libero lungo almeno il doppio della porta, senza impianti elettrici o tubi.
- Il controtelaio va murato prima dell'intonaco o montato nel cartongesso: è un lavoro da fare in ristrutturazione.
- Il risultato è il più pulito e la porta isola un po' meglio.

## Esterno muro (su binario)

L'anta scorre **davanti alla parete**, appesa a un binario a vista o nascosto da una mantovana.

- Nessun lavoro murario: si monta in mezza giornata anche in una casa abitata.
- Serve una parete libera accanto al vano, senza interruttori né quadri.
- Il binario diventa un elemento d'arredo, specie in nero opaco.

## In breve

Se stai ristrutturando, scegli l'interno muro. Se la casa è finita e non vuoi polvere, l'esterno muro è più rapido ed economico. In entrambi i casi aggiungi l'ammortizzatore soft-close: la porta non sbatte e dura di più.`,
      `A hinged door needs almost a square metre of clear floor to open. When that space is missing — a narrow corridor, a small bathroom — a sliding door is the answer. But which one?

## Pocket (inside the wall)

The leaf slides into a **pocket frame** hidden inside the wall. With the door open you see nothing at all.

- You need a clear stretch of wall at least twice the door's width, with no wiring or pipes.
- The pocket frame is built in before plastering or fitted into a plasterboard wall: a job for a renovation.
- The result is the cleanest, and the door insulates slightly better.

## Wall-mounted (on a track)

The leaf slides **in front of the wall**, hung from an exposed track or one hidden behind a pelmet.

- No building work: it goes up in half a day, even in a lived-in home.
- You need clear wall beside the opening, with no switches or pictures.
- The track becomes a design feature, especially in matt black.

## In short

If you are renovating, choose a pocket door. If the house is finished and you want no dust, a wall-mounted door is quicker and cheaper. Either way, add the soft-close damper: the door will not slam and will last longer.`,
    ),
  },
]
