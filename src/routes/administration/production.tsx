import { createFileRoute } from '@tanstack/react-router'
import { privateHead } from '~/domains/accounts/components/account-head'
import { listSearch } from '~/domains/admin/kit/list-search'
import { ProductionBoard } from '~/domains/admin/production/production-board'
import { m } from '~/paraglide/messages.js'

// The production board (issue 43, decision 094); its filters live in the URL like every list's.
export const Route = createFileRoute('/administration/production')({
  validateSearch: listSearch(['week', 'type']),
  head: ({ matches }) => privateHead(matches, m.production_menu(), '/administration/production'),
  component: ProductionBoard,
})
