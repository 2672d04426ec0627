import { createFileRoute, Link } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { blogResource } from '~/domains/admin/blog/blog.resource'
import { adminTo } from '~/domains/admin/kit/admin-page'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { buttonStyle } from '~/domains/admin/kit/styles'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/blog/$id')({
  head: ({ matches }) => privateHead(matches, m.cadm_menu_blog(), '/administration/blog'),
  component: EditScreen,
})

function EditScreen() {
  const { id } = Route.useParams()
  return (
    <ResourceEditor
      resource={blogResource}
      id={id}
      actions={() => (
        <Link to={adminTo(`blog/${id}/preview`)} className={buttonStyle.secondary}>
          {m.cadm_preview()}
        </Link>
      )}
    />
  )
}
