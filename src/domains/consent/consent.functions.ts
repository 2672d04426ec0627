import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { getCookie, getRequestHeader } from '@tanstack/react-start/server'
import { callApi } from '~/lib/api/client.server'
import { localeSchema } from '~/lib/api/common.schemas'
import { requestToken } from '~/lib/http/forward.server'
import { recordConsent } from './consent.contract'
import { CONSENT_COOKIE, readCookie } from './consent.cookie'
import { consentBodySchema } from './consent.schemas'
import { clientIp } from '~/lib/http/client-ip.server'

/** Logs a decision server-side (proof of consent), with the browser's IP, agent and session. */
export const logConsent = createServerFn({ method: 'POST' })
  .validator(consentBodySchema.omit({ user_agent: true }).extend({ locale: localeSchema }))
  .handler(async ({ data }) => {
    const { locale, ...body } = data
    const result = await callApi(recordConsent, {
      locale,
      token: requestToken(),
      ip: clientIp(),
      body: { ...body, user_agent: getRequestHeader('user-agent') ?? undefined },
    })
    return result.data
  })

/**
 * The raw consent cookie, on the server from the request (so the page is rendered with the
 * dialog already open or closed: no flash) and in the browser from `document.cookie`.
 */
export const readConsentCookie = createIsomorphicFn()
  .server((): string | null => getCookie(CONSENT_COOKIE) ?? null)
  .client((): string | null => readCookie(document.cookie, CONSENT_COOKIE))
