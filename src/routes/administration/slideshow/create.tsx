import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { slidesResource } from '~/domains/admin/slides/slides.resource'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/slideshow/create')({
  head: ({ matches }) => privateHead(matches, m.cadm_slide_new(), '/administration/slideshow/create'),
  component: () => <ResourceEditor resource={slidesResource} id={null} />,
})
