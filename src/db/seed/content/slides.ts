import { eq } from 'drizzle-orm'
import { slides, slideTranslations } from '../../schema'
import { perLocale, report, t, type L10n, type SeedContext } from '../context'

export type SlideSeed = {
  key: string
  /** Canonical (Italian) shop path; the storefront localizes it. */
  link: string
  title: L10n
  subtitle: L10n
  buttonLabel: L10n
  imageAlt: L10n
  scene: 'doors' | 'security' | 'windows'
}

export const slideImage = (key: string) => `/images/slides/${key}.svg`

export const slideSeeds: SlideSeed[] = [
  {
    key: 'porte-interne',
    link: '/negozio/porte-interne',
    scene: 'doors',
    title: t('Porte interne su misura, al centimetro', 'Interior doors made to measure, to the centimetre'),
    subtitle: t(
      'Laminato, laccato o legno vero: configura finitura, apertura e misure e ricevi la porta pronta da montare.',
      'Laminate, lacquer or real wood: choose finish, opening and size and receive a door ready to fit.',
    ),
    buttonLabel: t('Scopri le porte', 'Explore doors'),
    imageAlt: t(
      'Tre porte interne in rovere, bianco e grigio in un corridoio luminoso',
      'Three interior doors in oak, white and grey along a bright hallway',
    ),
  },
  {
    key: 'porte-blindate',
    link: '/negozio/porte-blindate',
    scene: 'security',
    title: t('Sicurezza certificata in classe 3', 'Certified class 3 security'),
    subtitle: t(
      'Porte blindate UNI EN 1627 con sopralluogo, posa e smaltimento della vecchia porta a cura dei nostri tecnici.',
      'UNI EN 1627 security doors with survey, fitting and removal of the old door by our own technicians.',
    ),
    buttonLabel: t('Scegli la tua blindata', 'Choose your security door'),
    imageAlt: t(
      'Porta blindata con pannello in noce e maniglia cromata',
      'Security door with a walnut panel and chrome handle',
    ),
  },
  {
    key: 'finestre',
    link: '/negozio/finestre',
    scene: 'windows',
    title: t('Finestre che tengono fuori il freddo', 'Windows that keep the cold out'),
    subtitle: t(
      'PVC, alluminio e legno con triplo vetro fino a Uw 0,8: meno bollette e la documentazione per le detrazioni.',
      'PVC, aluminium and wood with triple glazing down to Uw 0.8: lower bills and the paperwork for tax relief.',
    ),
    buttonLabel: t('Configura la finestra', 'Configure your window'),
    imageAlt: t(
      'Finestra a due ante in PVC bianco aperta su un paesaggio di colline',
      'White two-sash PVC window open onto a hilly landscape',
    ),
  },
]

export async function seedSlides(ctx: SeedContext) {
  // Slides have no slug: the Italian title is their natural key.
  const rows = await ctx.tx
    .select({ title: slideTranslations.title })
    .from(slideTranslations)
    .where(eq(slideTranslations.locale, 'it'))
  const known = new Set(rows.map((r) => r.title))
  let count = 0
  for (const [i, s] of slideSeeds.entries()) {
    if (known.has(s.title.it)) continue
    const [row] = await ctx.tx
      .insert(slides)
      .values({ image: slideImage(s.key), link: s.link, sortOrder: i * 10 })
      .returning({ id: slides.id })
    if (!row) throw new Error(`slide ${s.key} not inserted`)
    await ctx.tx.insert(slideTranslations).values(
      perLocale((locale) => ({
        slideId: row.id,
        locale,
        title: s.title[locale],
        subtitle: s.subtitle[locale],
        buttonLabel: s.buttonLabel[locale],
        imageAlt: s.imageAlt[locale],
      })),
    )
    count++
  }
  report(ctx, 'slides', count)
}
