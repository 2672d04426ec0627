import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { env } from '~/config/env.server'
import { callApi } from '~/lib/api/client.server'
import { localeSchema } from '~/lib/api/common.schemas'
import { publicUrl } from '~/lib/http/forward.server'
import { listSimplePages } from '~/domains/content/pages.contract'
import { listCategories } from '~/domains/catalog/catalog.contract'
import { topCategoryLinks } from '~/domains/catalog/listing-view'
import { fetchSessionUser } from '~/domains/auth/session.functions'
import { getSettings } from './settings.contract'
import { metaTagsFor, type Settings, type ShellSettings } from './settings.schemas'

/** Settings no page of the storefront shows: the seller's fiscal and bank data (documents use them on the server). */
const SERVER_ONLY = [
  'shop_legal',
  'shop_iban',
  'shop_bank_holder',
  'shop_email',
  'site_url',
  'meta_tags_translations',
] as const satisfies ReadonlyArray<keyof Settings>

/**
 * The settings as every page sends them to the browser (decision 044): the meta tags of this
 * locale only (a locale switch is a navigation, which fetches the shell again) and none of
 * the seller's private data. Each byte here is serialized into every page's HTML.
 */
export function shellSettings(settings: Settings, locale: string): ShellSettings {
  const out: Record<string, unknown> = { ...settings, meta_tags: metaTagsFor(settings, locale) }
  for (const key of SERVER_ONLY) delete out[key]
  return out as ShellSettings
}

/**
 * What every page needs, fetched once per navigation by the root route (spec §4: the session,
 * the pages menu and the settings at start-up): guards read the user and the feature flags
 * from it, so a settings change or an expired session applies on the next request. The
 * catalogue's top categories too: the phone drawer lists them (issue 42), and the header must be
 * the same in the server's HTML and after hydration, so they come with the page, not later.
 */
export const fetchShell = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: localeSchema }))
  .handler(async ({ data }) => {
    const [user, settings, pages, categories] = await Promise.all([
      fetchSessionUser({ data }),
      // The same for every visitor: asked anonymously, so the process's API cache serves them.
      callApi(getSettings, { locale: data.locale }),
      callApi(listSimplePages, { locale: data.locale }),
      callApi(listCategories, { locale: data.locale }),
    ])
    return {
      user,
      settings: shellSettings(settings.data, data.locale),
      pages: pages.data,
      categories: topCategoryLinks(categories.data),
      publicUrl: publicUrl(),
      imageHost: env().IMAGE_HOST,
    }
  })

export type Shell = Awaited<ReturnType<typeof fetchShell>>
