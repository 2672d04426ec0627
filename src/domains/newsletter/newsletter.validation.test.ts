import { describe, expect, it } from 'vitest'
import { m } from '~/paraglide/messages.js'
import { newsletterFormErrors } from './newsletter.validation'

describe("the newsletter form's errors", () => {
  it("the empty form's are worked out once per locale, each in its own language", () => {
    const it_ = newsletterFormErrors({ email: '', terms: false }, 'it')
    expect(it_).toEqual({
      email: m.newsletter_email_required({}, { locale: 'it' }),
      terms: m.newsletter_terms_required({}, { locale: 'it' }),
    })
    expect(newsletterFormErrors({ email: '', terms: false }, 'it')).toBe(it_)
    expect(newsletterFormErrors({ email: '', terms: false }, 'en').email).toBe(
      m.newsletter_email_required({}, { locale: 'en' }),
    )
    expect(Object.isFrozen(it_)).toBe(true)
  })

  it('a filled-in form is checked as it is', () => {
    expect(newsletterFormErrors({ email: 'nope', terms: true }, 'it')).toEqual({
      email: m.newsletter_email_invalid({}, { locale: 'it' }),
    })
    expect(newsletterFormErrors({ email: 'anna@example.it', terms: false }, 'en')).toEqual({
      terms: m.newsletter_terms_required({}, { locale: 'en' }),
    })
    expect(newsletterFormErrors({ email: 'anna@example.it', terms: true }, 'it')).toEqual({})
  })
})
