import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { SubscriberAdd } from '~/domains/admin/newsletter/components/subscriber-add'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/newsletter/add')({
  head: ({ matches }) => privateHead(matches, m.adm_nl_add_title(), '/administration/newsletter/add'),
  component: SubscriberAdd,
})
