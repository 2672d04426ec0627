import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { faqResource } from '~/domains/admin/faq/faq.resource'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/faq/create')({
  head: ({ matches }) => privateHead(matches, m.cadm_faq_new(), '/administration/faq/create'),
  component: () => <ResourceEditor resource={faqResource} id={null} />,
})
