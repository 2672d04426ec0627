import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { slidesResource } from '~/domains/admin/slides/slides.resource'
import { listSearch } from '~/domains/admin/kit/list-search'
import { ResourceList } from '~/domains/admin/kit/resource-list'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/slideshow/')({
  validateSearch: listSearch(['active']),
  head: ({ matches }) => privateHead(matches, m.adm_menu_slider(), '/administration/slideshow'),
  component: () => <ResourceList resource={slidesResource} intro={m.cadm_slider_intro()} />,
})
