import { lazyDeferred } from '~/components/layout/deferred'

/**
 * The footer's newsletter box, rendered by the server; its code (form state, validation) is
 * fetched when the footer comes into view (decision 010).
 */
export const LazyNewsletterBox = lazyDeferred('footer-newsletter', 'visible', () =>
  import('./newsletter-box').then((mod) => mod.NewsletterBox),
)
