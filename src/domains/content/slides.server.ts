import { and, asc, eq, inArray } from 'drizzle-orm'
import { versionedMemo } from '~/db/data-version.server'
import type { Db } from '~/db/types'
import { media, mediaTranslations, slides, slideTranslations } from '~/db/schema'
import { baseLocale, type Locale } from '~/lib/i18n/locales'
import { translationsBy } from '~/lib/i18n/translation'

/**
 * Active slides whose dates (from/until, either open) include `now`, in order. The active slides
 * and their texts are read once per data version (decision 056) and their dates are compared
 * with the hour of each request, so a slide starts and ends on time without a write.
 */
export async function listActiveSlides(db: Db, locale: Locale, now = new Date()) {
  const slides = await keptSlides(db, locale)
  return slides
    .filter((s) => (s.startsAt === null || s.startsAt <= now) && (s.endsAt === null || s.endsAt >= now))
    .map((s) => s.slide)
}

const keptSlides = versionedMemo(readActiveSlides, (locale: Locale) => locale)

async function readActiveSlides(db: Db, locale: Locale) {
  const rows = await db
    .select()
    .from(slides)
    .where(eq(slides.active, true))
    .orderBy(asc(slides.sortOrder), asc(slides.id))
  if (rows.length === 0) return []
  const texts = await db
    .select()
    .from(slideTranslations)
    .where(
      and(
        inArray(
          slideTranslations.slideId,
          rows.map((r) => r.id),
        ),
        inArray(slideTranslations.locale, [...new Set([locale, baseLocale])]),
      ),
    )
  const text = translationsBy(texts, (t) => t.slideId, locale)
  const libraryAlt = await mediaAlts(
    db,
    rows.map((r) => r.image),
    locale,
  )
  return rows.flatMap((r) => {
    const t = text.get(r.id)
    if (!t) return []
    const slide = {
      id: r.id,
      image: r.image,
      image_alt: t.imageAlt ?? libraryAlt.get(r.image) ?? '',
      title: t.title,
      subtitle: t.subtitle,
      button_label: t.buttonLabel,
      link: t.link ?? r.link,
    }
    return [{ startsAt: r.startsAt, endsAt: r.endsAt, slide }]
  })
}

/** A library image's alt text in `locale` (else its Italian one), by path: the slide's own text wins. */
async function mediaAlts(db: Db, paths: string[], locale: Locale): Promise<Map<string, string>> {
  const rows = await db
    .select({ path: media.path, alt: media.alt, translated: mediaTranslations.alt })
    .from(media)
    .leftJoin(mediaTranslations, and(eq(mediaTranslations.mediaId, media.id), eq(mediaTranslations.locale, locale)))
    .where(inArray(media.path, [...new Set(paths)]))
  return new Map(rows.flatMap((r) => ((r.translated ?? r.alt) ? [[r.path, (r.translated ?? r.alt)!]] : [])))
}
