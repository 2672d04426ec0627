import { z } from 'zod'

// Cookie consent: the wire shapes of `POST /consents` (the cookie itself: consent.cookie.ts).

export * from './consent.cookie'

/** The body of `POST /consents`. `user_agent` is for the storefront relaying a browser's call. */
export const consentBodySchema = z
  .object({
    consent_id: z.uuid().meta({ description: 'Random id the browser keeps with its choice (proof of consent)' }),
    analytics: z.boolean(),
    marketing: z.boolean(),
    user_agent: z.string().max(2000).optional().meta({
      description: "The browser's user agent when a server relays the call; otherwise the User-Agent header is used",
    }),
  })
  .meta({ id: 'ConsentInput' })

export const consentRecordSchema = z
  .object({ id: z.number().int(), created_at: z.iso.datetime({ offset: true }) })
  .meta({ id: 'ConsentRecord' })
