import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { faqResource } from '~/domains/admin/faq/faq.resource'
import { listSearch } from '~/domains/admin/kit/list-search'
import { ResourceList } from '~/domains/admin/kit/resource-list'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/faq/')({
  validateSearch: listSearch([]),
  head: ({ matches }) => privateHead(matches, m.cadm_menu_faq(), '/administration/faq'),
  component: () => <ResourceList resource={faqResource} intro={m.cadm_faq_intro()} />,
})
