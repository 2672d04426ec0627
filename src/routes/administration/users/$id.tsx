import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { UserExtras, UserActions } from '~/domains/admin/users/user-extras'
import { usersResource } from '~/domains/admin/users/users.resource'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/users/$id')({
  head: ({ matches }) => privateHead(matches, m.adm_menu_users(), '/administration/users'),
  component: UserScreen,
})

function UserScreen() {
  const { id } = Route.useParams()
  return (
    <ResourceEditor resource={usersResource} id={id} actions={(u) => <UserActions user={u} />}>
      {(u) => <UserExtras user={u} />}
    </ResourceEditor>
  )
}
