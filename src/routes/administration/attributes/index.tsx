import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { AttributeList } from '~/domains/admin/catalog/attributes.resource'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/attributes/')({
  head: ({ matches }) => privateHead(matches, m.adm_menu_attributes(), '/administration/attributes'),
  component: AttributeList,
})
