import { createFileRoute, Link } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { pagesResource } from '~/domains/admin/pages/pages.resource'
import { adminTo } from '~/domains/admin/kit/admin-page'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { buttonStyle } from '~/domains/admin/kit/styles'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/pages/$id')({
  head: ({ matches }) => privateHead(matches, m.adm_menu_pages(), '/administration/pages'),
  component: EditScreen,
})

function EditScreen() {
  const { id } = Route.useParams()
  return (
    <ResourceEditor
      resource={pagesResource}
      id={id}
      actions={() => (
        <Link to={adminTo(`pages/${id}/preview`)} className={buttonStyle.secondary}>
          {m.cadm_preview()}
        </Link>
      )}
    />
  )
}
