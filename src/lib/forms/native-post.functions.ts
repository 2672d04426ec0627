import { createServerOnlyFn } from '@tanstack/react-start'
import { acceptInvitation, restoreEmail } from '~/domains/auth/account-links.contract'
import { verifyEmail } from '~/domains/auth/auth.contract'
import { confirm as confirmSubscription, unsubscribe } from '~/domains/newsletter/newsletter.contract'
import { stopReviewInvitationsEndpoint } from '~/domains/reviews/reviews.contract'
import { storeToken } from '~/domains/auth/session-user.server'
import { useSignInLink } from '~/domains/auth/sign-in-link.contract'
import { callApi } from '~/lib/api/client.server'
import type { Locale } from '~/lib/i18n/locales'
import { clientIp } from '~/lib/http/client-ip.server'
import { getLocale } from '~/paraglide/runtime.js'
import { PASSWORD_MIN } from '~/domains/auth/auth.schemas'
import { NativeRefusal, nativePost } from './native-post.server'

// The POST handlers of the confirm pages (their forms posted without JavaScript, issue 14).
// Server-only: the pages' route files import these for their `server.handlers`, which the
// client build drops.

type Action =
  | 'verify_email'
  | 'newsletter_confirm'
  | 'newsletter_unsubscribe'
  | 'review_invitations_stop'
  | 'sign_in_link'
  | 'restore_email'
  | 'accept_invitation'

export const handleNativePost = createServerOnlyFn((request: Request, action: Action, token: string) =>
  nativePost(request, async (form) => {
    const call = { locale: getLocale() as Locale, ip: clientIp() }
    switch (action) {
      case 'verify_email':
        return callApi(verifyEmail, { ...call, body: { token } })
      case 'newsletter_confirm':
        return callApi(confirmSubscription, { ...call, body: { token } })
      // The page's button without JavaScript, and a mail client's one-click unsubscribe (RFC 8058:
      // its body is `List-Unsubscribe=One-Click`; the token in the address is all it needs).
      case 'newsletter_unsubscribe':
        return callApi(unsubscribe, { ...call, body: { token } })
      // The same for the review invitations' "no more" link (decision 101).
      case 'review_invitations_stop':
        return callApi(stopReviewInvitationsEndpoint, { ...call, body: { token } })
      // The one-time sign-in link: the session goes into the cookie, as the page's own call does.
      case 'sign_in_link': {
        const result = await callApi(useSignInLink, { ...call, body: { token } })
        storeToken(result.access_token, result.expires_in)
        return result
      }
      case 'restore_email':
        return callApi(restoreEmail, { ...call, body: { token } })
      case 'accept_invitation': {
        const password = form.get('password') ?? ''
        // The API checks the rule again; typed twice is the page's own check.
        if (password.length < PASSWORD_MIN) throw new NativeRefusal('password')
        if (password !== form.get('confirm')) throw new NativeRefusal('mismatch')
        return callApi(acceptInvitation, { ...call, body: { token, password } })
      }
    }
  }),
)
