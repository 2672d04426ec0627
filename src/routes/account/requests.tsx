import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { OwnRequests } from '~/domains/quotes/components/own-requests'
import { fetchOwnRequests } from '~/domains/quotes/visit-moves.functions'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

// The signed-in customer's quote and visit requests (decision 112): every role may ask for one.
export const Route = createFileRoute('/account/requests')({
  loader: () => fetchOwnRequests({ data: { locale: getLocale() } }),
  head: ({ matches }) => privateHead(matches, m.account_requests_title(), '/account/requests'),
  component: RequestsPage,
})

function RequestsPage() {
  return <OwnRequests initial={Route.useLoaderData()} locale={getLocale() as Locale} />
}
