import { createFileRoute } from '@tanstack/react-router'
import { linkPageHead, linkPageRoute, NewsletterLinkPage } from '~/domains/newsletter/components/newsletter-link-page'
import { confirmNewsletter } from '~/domains/newsletter/newsletter.functions'
import { handleNativePost } from '~/lib/forms/native-post.functions'
import { m } from '~/paraglide/messages.js'

// /newsletter/confirm/{token}: the double opt-in link. The button confirms, with or without
// JavaScript (the route's POST handler, then `?result=`).
export const Route = createFileRoute('/newsletter/confirm/$token')({
  server: {
    handlers: {
      POST: ({ request, params }) => handleNativePost(request, 'newsletter_confirm', params.token),
    },
  },
  ...linkPageRoute,
  head: linkPageHead(() => m.newsletter_confirm_title()),
  component: NewsletterConfirmPage,
})

function NewsletterConfirmPage() {
  const { token, result } = Route.useLoaderData()
  return (
    <NewsletterLinkPage
      token={token}
      result={result}
      act={confirmNewsletter}
      texts={{
        title: m.newsletter_confirm_title(),
        intro: m.newsletter_confirm_intro(),
        button: m.newsletter_confirm_button(),
        success: m.newsletter_confirm_success(),
        successHint: m.newsletter_confirm_success_hint(),
        invalid: m.newsletter_confirm_invalid(),
        invalidHint: m.newsletter_confirm_invalid_hint(),
      }}
    />
  )
}
