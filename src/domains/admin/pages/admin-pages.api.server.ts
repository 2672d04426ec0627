import { eq } from 'drizzle-orm'
import { pages, pageTranslations } from '~/db/schema'
import { contentRoutes, sent } from '../content/content-routes.server'
import { instant } from '../content/translations'
import { adminPages } from './admin-pages.contract'

type Text = { title: string; slug: string; body: string; meta_description?: string | null }
type Base = {
  icon?: string | null
  show_in_menu?: boolean
  show_in_footer?: boolean
  sort_order?: number
  status?: 'draft' | 'published'
  published_at?: string | null
}

export const adminPageRoutes = contentRoutes<Base, Text>(adminPages, {
  table: pages,
  texts: {
    table: pageTranslations,
    owner: pageTranslations.pageId,
    ownerKey: 'pageId',
    slug: pageTranslations.slug,
    title: pageTranslations.title,
    titleKey: 'title',
  },
  toValues: (b) => ({
    ...sent<Base>(b, {
      icon: (v) => ['icon', v || null],
      show_in_menu: (v) => ['showInMenu', v],
      show_in_footer: (v) => ['showInFooter', v],
      sort_order: (v) => ['sortOrder', v],
      status: (v) => ['status', v],
      published_at: (v) => ['publishedAt', instant(v, 'start')],
    }),
    updatedAt: new Date(),
  }),
  fromRow: (r) => {
    const p = r as unknown as typeof pages.$inferSelect
    return {
      icon: p.icon,
      show_in_menu: p.showInMenu,
      show_in_footer: p.showInFooter,
      sort_order: p.sortOrder,
      status: p.status,
      published_at: p.publishedAt?.toISOString() ?? null,
      updated_at: p.updatedAt.toISOString(),
    }
  },
  textIn: (t) => ({ title: t.title, slug: t.slug, body: t.body, metaDescription: t.meta_description ?? null }),
  textOut: (r) => ({
    title: String(r.title),
    slug: String(r.slug),
    body: String(r.body),
    meta_description: (r.metaDescription as string | null) ?? null,
  }),
  filters: (q) => [
    ...(q.status ? [eq(pages.status, q.status as 'draft')] : []),
    ...(q.place === 'menu' ? [eq(pages.showInMenu, true)] : q.place === 'footer' ? [eq(pages.showInFooter, true)] : []),
  ],
  sorts: { sort_order: pages.sortOrder, updated_at: pages.updatedAt, id: pages.id },
  fallbackSort: 'sort_order',
})
