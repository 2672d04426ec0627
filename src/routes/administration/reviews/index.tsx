import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { listSearch } from '~/domains/admin/kit/list-search'
import { ResourceList } from '~/domains/admin/kit/resource-list'
import { reviewsResource } from '~/domains/admin/reviews/reviews.resource'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/reviews/')({
  validateSearch: listSearch(['status', 'product', 'rating']),
  head: ({ matches }) => privateHead(matches, m.reviews_admin_menu(), '/administration/reviews'),
  component: () => <ResourceList resource={reviewsResource} intro={m.reviews_admin_intro()} />,
})
