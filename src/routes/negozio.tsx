import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'

// Spec §6: with the shop switched off in the settings, every shop path goes home.
export const Route = createFileRoute('/negozio')({
  beforeLoad: ({ context }) => {
    if (!context.shell.settings.enable_shop_page) throw redirect({ to: '/' })
  },
  component: Outlet,
})
