import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { adminTo } from '../kit/admin-page'
import { linkStyle } from '../kit/styles'
import { settingsSections } from '../settings/settings-sections'
import type { AdminMedia } from './admin-media.contract'

// Where a library file is used, in the owner's words and with a way there (issue 43 point 4):
// "Categoria 12" linking to its screen, "Impostazioni: Logo del footer" — never "setting logo_footer".

type Use = AdminMedia['used_by'][number]

const kinds: Record<string, { label: () => string; screen: (id: Use['id']) => string }> = {
  category: { label: m.cadm_media_use_category, screen: (id) => `categories/${id}` },
  collection: { label: m.cadm_media_use_collection, screen: (id) => `collections/${id}` },
  slide: { label: m.cadm_media_use_slide, screen: (id) => `slideshow/${id}` },
  blog_post: { label: m.cadm_media_use_blog_post, screen: (id) => `blog/${id}` },
  promotion: { label: m.cadm_media_use_promotion, screen: (id) => `promotions/${id}` },
  product: { label: m.cadm_media_use_product, screen: (id) => `products/${id}` },
  page: { label: m.cadm_media_use_page, screen: (id) => `pages/${id}` },
  document: { label: m.cadm_media_use_document, screen: (id) => `documents/site/${id}` },
  setting: { label: m.cadm_media_use_setting, screen: () => 'settings' },
}

/** A setting's label on the settings screen, by its key (`logo_footer` → "Logo del footer"). */
function settingLabel(key: string): string {
  for (const section of settingsSections) for (const f of section.fields) if (f.name === key) return f.label()
  return key
}

/** One use as the owner reads it: the kind and which one. */
export function usageText(u: Use): string {
  const kind = kinds[u.kind]
  if (!kind) return `${u.kind} ${u.id}`
  return u.kind === 'setting' ? `${kind.label()}: ${settingLabel(String(u.id))}` : `${kind.label()} ${u.id}`
}

export const usagesText = (uses: readonly Use[]) => uses.map(usageText).join(', ')

/** The uses as links to their screens. */
export function UsageLinks({ uses }: { uses: readonly Use[] }) {
  return (
    <>
      {uses.map((u, i) => {
        const kind = kinds[u.kind]
        return (
          <span key={`${u.kind}-${u.id}`}>
            {i > 0 && ', '}
            {kind ? (
              <Link to={adminTo(kind.screen(u.id))} className={linkStyle} data-use={u.kind}>
                {usageText(u)}
              </Link>
            ) : (
              usageText(u)
            )}
          </span>
        )
      })}
    </>
  )
}
