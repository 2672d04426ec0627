import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { ConfiguratorScreen } from '~/domains/admin/configurator/configurator-screen'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/configurator')({
  head: ({ matches }) => privateHead(matches, m.adm_cfg_title(), '/administration/configurator'),
  component: ConfiguratorScreen,
})
