import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { blogResource } from '~/domains/admin/blog/blog.resource'
import { listSearch } from '~/domains/admin/kit/list-search'
import { ResourceList } from '~/domains/admin/kit/resource-list'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/blog/')({
  validateSearch: listSearch(['status']),
  head: ({ matches }) => privateHead(matches, m.cadm_menu_blog(), '/administration/blog'),
  component: () => <ResourceList resource={blogResource} intro={m.cadm_blog_intro()} />,
})
