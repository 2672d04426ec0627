import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { NotificationsProvider } from '~/components/notifications/notifications-provider'
import { locales } from '~/lib/i18n/locales'
import { getLocale, overwriteGetLocale } from '~/paraglide/runtime.js'
import { InteractiveNewsletterBox, NewsletterBox, NewsletterBoxAsServed } from './newsletter-box'

// The node project renders as the server does: the box the browser hydrates must be, byte for
// byte, what the interactive box renders first, or hydration would replace it (issue 15).
const initialLocale = getLocale
afterEach(() => overwriteGetLocale(initialLocale))

const html = (box: React.ReactNode) => renderToString(<NotificationsProvider>{box}</NotificationsProvider>)

describe('the newsletter box as served', () => {
  it('is what the server renders', () => {
    expect(NewsletterBox).toBe(NewsletterBoxAsServed)
  })

  it.each(locales)(
    'renders the interactive box’s first HTML in %s: empty, no message, the button disabled',
    (locale) => {
      overwriteGetLocale(() => locale)
      const served = html(<NewsletterBoxAsServed />)
      expect(served).toBe(html(<InteractiveNewsletterBox />))
      expect(served).toMatch(/<button type="submit" disabled=""/)
      expect(served).not.toContain('aria-invalid')
    },
  )
})
