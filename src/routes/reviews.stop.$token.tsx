import { createFileRoute } from '@tanstack/react-router'
import { linkPageHead, linkPageRoute, NewsletterLinkPage } from '~/domains/newsletter/components/newsletter-link-page'
import { stopReviewInvitationsFn } from '~/domains/reviews/reviews.functions'
import { handleNativePost } from '~/lib/forms/native-post.functions'
import { m } from '~/paraglide/messages.js'

// /reviews/stop/{token}: the "no more review invitations" link of each invitation (decision 101),
// no sign-in needed. As the newsletter's unsubscribe page: opening it changes nothing (mail
// scanners open links); the button does, with or without JavaScript, and the same POST handler
// is the e-mail's one-click List-Unsubscribe-Post (RFC 8058).
export const Route = createFileRoute('/reviews/stop/$token')({
  server: {
    handlers: {
      POST: ({ request, params }) => handleNativePost(request, 'review_invitations_stop', params.token),
    },
  },
  ...linkPageRoute,
  head: linkPageHead(() => m.reviews_stop_title()),
  component: ReviewInvitationsStopPage,
})

function ReviewInvitationsStopPage() {
  const { token, result } = Route.useLoaderData()
  return (
    <NewsletterLinkPage
      token={token}
      result={result}
      act={stopReviewInvitationsFn}
      texts={{
        title: m.reviews_stop_title(),
        intro: m.reviews_stop_intro(),
        button: m.reviews_stop_button(),
        success: m.reviews_stop_success(),
        successHint: m.reviews_stop_success_hint(),
        invalid: m.reviews_stop_invalid(),
        invalidHint: m.reviews_stop_invalid_hint(),
      }}
    />
  )
}
