import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { blogResource } from '~/domains/admin/blog/blog.resource'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/blog/create')({
  head: ({ matches }) => privateHead(matches, m.cadm_post_new(), '/administration/blog/create'),
  component: () => <ResourceEditor resource={blogResource} id={null} />,
})
