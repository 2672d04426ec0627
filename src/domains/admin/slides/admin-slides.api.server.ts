import { eq } from 'drizzle-orm'
import { slides, slideTranslations } from '~/db/schema'
import { contentRoutes, sent } from '../content/content-routes.server'
import { assertDateOrder } from '../content/date-order'
import { instant } from '../content/translations'
import { adminSlides } from './admin-slides.contract'

type Text = {
  title: string
  subtitle?: string | null
  button_label?: string | null
  image_alt?: string | null
  link?: string | null
}
type Base = {
  image: string
  link?: string | null
  sort_order?: number
  active?: boolean
  starts_at?: string | null
  ends_at?: string | null
}

const iso = (d: Date | null) => d?.toISOString() ?? null

export const adminSlideRoutes = contentRoutes<Base, Text>(adminSlides, {
  table: slides,
  texts: {
    table: slideTranslations,
    owner: slideTranslations.slideId,
    ownerKey: 'slideId',
    title: slideTranslations.title,
    titleKey: 'title',
  },
  toValues: (b) =>
    sent<Base>(b, {
      image: (v) => ['image', v],
      link: (v) => ['link', v || null],
      sort_order: (v) => ['sortOrder', v],
      active: (v) => ['active', v],
      starts_at: (v) => ['startsAt', instant(v, 'start')],
      ends_at: (v) => ['endsAt', instant(v, 'end')],
    }),
  fromRow: (r) => {
    const s = r as unknown as typeof slides.$inferSelect
    return {
      image: s.image,
      link: s.link,
      sort_order: s.sortOrder,
      active: s.active,
      starts_at: iso(s.startsAt),
      ends_at: iso(s.endsAt),
    }
  },
  textIn: (t) => ({
    title: t.title,
    subtitle: t.subtitle ?? null,
    buttonLabel: t.button_label ?? null,
    imageAlt: t.image_alt ?? null,
    link: t.link ?? null,
  }),
  textOut: (r) => ({
    title: String(r.title),
    subtitle: (r.subtitle as string | null) ?? null,
    button_label: (r.buttonLabel as string | null) ?? null,
    image_alt: (r.imageAlt as string | null) ?? null,
    link: (r.link as string | null) ?? null,
  }),
  filters: (q) => (q.active ? [eq(slides.active, q.active === 'true')] : []),
  sorts: { sort_order: slides.sortOrder, id: slides.id },
  fallbackSort: 'sort_order',
  check: (row, ctx) => assertDateOrder(row.startsAt, row.endsAt, 'ends_at', ctx.locale),
})
