import { createFileRoute, Link } from '@tanstack/react-router'
import { adminTo } from '~/domains/admin/kit/admin-page'
import { buttonStyle } from '~/domains/admin/kit/styles'
import { privateHead } from '~/domains/accounts/components/account-head'
import { listSearch } from '~/domains/admin/kit/list-search'
import { ResourceList } from '~/domains/admin/kit/resource-list'
import { newsletterResource } from '~/domains/admin/newsletter/newsletter.resource'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/newsletter/')({
  validateSearch: listSearch(['status', 'lang']),
  head: ({ matches }) => privateHead(matches, m.adm_nl_title(), '/administration/newsletter'),
  component: () => (
    <ResourceList
      resource={newsletterResource}
      intro={m.adm_nl_intro()}
      extra={
        <p>
          <Link to={adminTo('newsletter/campaigns')} className={buttonStyle.secondary} data-action="campaigns">
            {m.adm_nl_campaigns()}
          </Link>
        </p>
      }
    />
  ),
})
