import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { reviewsResource } from '~/domains/admin/reviews/reviews.resource'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/reviews/$id')({
  head: ({ matches }) => privateHead(matches, m.reviews_admin_menu(), '/administration/reviews'),
  component: ReviewScreen,
})

function ReviewScreen() {
  return <ResourceEditor resource={reviewsResource} id={Route.useParams().id} />
}
