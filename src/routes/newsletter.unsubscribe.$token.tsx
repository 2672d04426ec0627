import { createFileRoute } from '@tanstack/react-router'
import { linkPageHead, linkPageRoute, NewsletterLinkPage } from '~/domains/newsletter/components/newsletter-link-page'
import { unsubscribeNewsletter } from '~/domains/newsletter/newsletter.functions'
import { handleNativePost } from '~/lib/forms/native-post.functions'
import { m } from '~/paraglide/messages.js'

// /newsletter/unsubscribe/{token}: the link in every newsletter e-mail, no sign-in needed. The
// button unsubscribes, with or without JavaScript; the same POST handler is the e-mail's
// one-click unsubscribe (List-Unsubscribe-Post, RFC 8058), which a mail client posts itself.
export const Route = createFileRoute('/newsletter/unsubscribe/$token')({
  server: {
    handlers: {
      POST: ({ request, params }) => handleNativePost(request, 'newsletter_unsubscribe', params.token),
    },
  },
  ...linkPageRoute,
  head: linkPageHead(() => m.oa_unsub_title()),
  component: NewsletterUnsubscribePage,
})

function NewsletterUnsubscribePage() {
  const { token, result } = Route.useLoaderData()
  return (
    <NewsletterLinkPage
      token={token}
      result={result}
      act={unsubscribeNewsletter}
      texts={{
        title: m.oa_unsub_title(),
        intro: m.oa_unsub_intro(),
        button: m.oa_unsub_button(),
        success: m.oa_unsub_success(),
        successHint: m.oa_unsub_success_hint(),
        invalid: m.oa_unsub_invalid(),
        invalidHint: m.oa_unsub_invalid_hint(),
      }}
    />
  )
}
