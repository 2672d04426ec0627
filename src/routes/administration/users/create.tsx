import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { usersResource } from '~/domains/admin/users/users.resource'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/users/create')({
  head: ({ matches }) => privateHead(matches, m.adm_user_new(), '/administration/users/create'),
  component: () => <ResourceEditor resource={usersResource} id={null} />,
})
