import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { listSearch } from '~/domains/admin/kit/list-search'
import { ResourceList } from '~/domains/admin/kit/resource-list'
import { translationsResource } from '~/domains/admin/translations/translations.resource'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/translations/')({
  validateSearch: listSearch(['missing_in', 'kind']),
  head: ({ matches }) => privateHead(matches, m.adm_menu_translations(), '/administration/translations'),
  component: () => <ResourceList resource={translationsResource} intro={m.adm_tr_intro()} />,
})
