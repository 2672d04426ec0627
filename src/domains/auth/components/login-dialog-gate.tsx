import { useMatches } from '@tanstack/react-router'
import { Suspense } from 'react'
import { serverReadyLazy } from '~/lib/react/server-modules'
import { AuthActor } from './auth-provider'

// Loaded only when it must show: most visitors never download the dialog's code. The server
// renders it open (decision 070).
const LoginDialog = serverReadyLazy(() => import('./login-dialog').then((mod) => mod.LoginDialog))

/**
 * Mounts the login dialog on routes flagged `staticData.loginDialog` (product, configurator)
 * while the visitor is signed out and the shop requires a session there.
 */
export function LoginDialogGate({ required }: { required: boolean }) {
  const onGatedRoute = useMatches({
    select: (matches) => matches.some((match) => match.staticData?.loginDialog === true),
  })
  const signedIn = AuthActor.useSelector((s) => s.matches('signedIn'))
  if (!required || !onGatedRoute || signedIn) return null
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  )
}
