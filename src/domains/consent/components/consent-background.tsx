import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { dialogView } from '../consent.machine'
import { INERT_ATTR } from '../consent-early'
import { isPolicyPath } from '../consent-policy'
import { ConsentActor } from './consent-provider'

/**
 * The page behind the first-visit cookie dialog: `inert` in the server's HTML already, so Tab
 * cannot reach header links behind the modal before hydration (issue 16). Not on the cookie
 * policy page (the dialog does not cover it there); not when the dialog is reopened later
 * (Ark handles that one, and the focus must return to the footer link).
 */
export function ConsentBackground({ children }: { children: ReactNode }) {
  const pending = ConsentActor.useSelector((s) => dialogView(s) !== null && s.context.decision === null)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const inert = pending && !isPolicyPath(pathname)
  return (
    <div {...{ [INERT_ATTR]: '' }} inert={inert || undefined}>
      {children}
    </div>
  )
}
