import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { pagesResource } from '~/domains/admin/pages/pages.resource'
import { listSearch } from '~/domains/admin/kit/list-search'
import { ResourceList } from '~/domains/admin/kit/resource-list'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/pages/')({
  validateSearch: listSearch(['status', 'place']),
  head: ({ matches }) => privateHead(matches, m.adm_menu_pages(), '/administration/pages'),
  component: () => <ResourceList resource={pagesResource} intro={m.cadm_pages_intro()} />,
})
