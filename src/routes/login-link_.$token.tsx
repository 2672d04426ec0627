import { createFileRoute } from '@tanstack/react-router'
import { linkPageHead, linkPageRoute, NewsletterLinkPage } from '~/domains/newsletter/components/newsletter-link-page'
import { signInWithLink } from '~/domains/auth/sign-in-link.functions'
import { handleNativePost } from '~/lib/forms/native-post.functions'
import { localizePath, type Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

// /login-link/{token}: the e-mailed one-time sign-in link (decision 103). Opening it changes
// nothing — mail scanners open links, and would use it up; the button signs in, with or without
// JavaScript (the route's POST keeps the session in the cookie and comes back with the outcome).
export const Route = createFileRoute('/login-link_/$token')({
  server: {
    handlers: {
      POST: ({ request, params }) => handleNativePost(request, 'sign_in_link', params.token),
    },
  },
  ...linkPageRoute,
  head: linkPageHead(() => m.auth_link_use_title()),
  component: SignInLinkPage,
})

function SignInLinkPage() {
  const { token, result } = Route.useLoaderData()
  return (
    <NewsletterLinkPage
      token={token}
      result={result}
      act={async (input) => {
        const answer = await signInWithLink(input)
        // A whole page load: every part of the shop reads the new session from the cookie.
        if (answer.ok) window.location.assign(localizePath('/account', getLocale() as Locale))
        return answer
      }}
      texts={{
        title: m.auth_link_use_title(),
        intro: m.auth_link_use_intro(),
        button: m.auth_link_use_button(),
        success: m.auth_link_use_success(),
        successHint: m.auth_link_use_success_hint(),
        invalid: m.auth_link_use_invalid(),
        invalidHint: m.auth_link_use_invalid_hint(),
      }}
    />
  )
}
