import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { VisitMoveView } from '~/domains/quotes/components/visit-move-view'
import { fetchVisit } from '~/domains/quotes/visit-moves.functions'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

// /sopralluogo/{token}: the planned visit behind the visit e-mail's link (decision 112). The token
// is the key, so the page is private (never in the page cache, no-store, not indexed).
export const Route = createFileRoute('/sopralluogo/$token')({
  loader: async ({ params }) => ({
    token: params.token,
    visit:
      params.token.length >= 20
        ? await fetchVisit({ data: { token: params.token, locale: getLocale() as Locale } })
        : null,
  }),
  head: () => ({
    meta: [
      { title: m.visit_page_title() },
      { name: 'robots', content: 'noindex, nofollow' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: VisitPage,
})

function VisitPage() {
  const { token, visit } = Route.useLoaderData()
  return (
    <div className={css({ maxW: '860px', py: '8' })}>
      {visit ? (
        <VisitMoveView token={token} initial={visit} locale={getLocale() as Locale} />
      ) : (
        <>
          <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{m.visit_page_title()}</h1>
          <p role="status" className={css({ mt: '4' })}>
            {m.visit_page_not_found()}
          </p>
        </>
      )}
    </div>
  )
}
