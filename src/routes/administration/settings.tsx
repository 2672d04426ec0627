import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { SettingsScreen } from '~/domains/admin/settings/settings-screen'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/settings')({
  head: ({ matches }) => privateHead(matches, m.adm_menu_settings(), '/administration/settings'),
  component: SettingsScreen,
})
