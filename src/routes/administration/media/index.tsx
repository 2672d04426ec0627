import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { MediaLibrary } from '~/domains/admin/media/media-library'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/media/')({
  head: ({ matches }) => privateHead(matches, m.cadm_menu_media(), '/administration/media'),
  component: MediaLibrary,
})
