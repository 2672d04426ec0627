import { ApiError } from '~/lib/api/errors'
import { callApi, sendApiBody } from '~/lib/api/client.server'
import type { Locale } from '~/lib/i18n/locales'
import { readBodyCapped } from '~/lib/validation/input-guard'
import { clientIp } from '~/lib/http/client-ip.server'
import { requestToken } from '~/lib/http/forward.server'
import { createQuoteRequest } from './quotes.contract'
import { MAX_QUOTE_PHOTO_BYTES, MAX_QUOTE_PHOTOS } from './quotes.schemas'
import { quoteBodyOf, type NativeQuoteOutcome } from './quote-form-values'

// The request form posted by the browser itself, with no JavaScript (decision 097): the photos
// and the fields arrive as one multipart body; the photos go to the API one by one, then the
// request, and the browser is sent back to the page (303) with the number or what went wrong.
// With JavaScript the page's own handler takes the submit and this is never reached.

/** Six photos at their cap, plus the text fields. */
const MAX_FORM_BYTES = MAX_QUOTE_PHOTOS * MAX_QUOTE_PHOTO_BYTES + 64 * 1024

const back = (url: URL, query: string) =>
  new Response(null, {
    status: 303,
    headers: { location: `${url.pathname}?${query}`, 'cache-control': 'private, no-store' },
  })

export async function quoteNativePost(request: Request, locale: Locale): Promise<Response> {
  const url = new URL(request.url)
  const origin = request.headers.get('origin')
  if (origin && origin !== 'null' && new URL(origin).host !== url.host)
    return new Response('Forbidden', { status: 403 })
  const type = request.headers.get('content-type') ?? ''
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded'))
    return new Response('Unsupported Media Type', { status: 415 })
  const bytes = await readBodyCapped(request, MAX_FORM_BYTES)
  if (!bytes) return back(url, 'result=photo')
  let form: FormData
  try {
    form = await new Response(bytes, { headers: { 'content-type': type } }).formData()
  } catch {
    return back(url, 'result=invalid')
  }
  const ip = clientIp()
  const files = form.getAll('photo_files').filter((f): f is File => typeof f !== 'string' && f.size > 0)
  if (files.length > MAX_QUOTE_PHOTOS) return back(url, 'result=photo')
  const photos: string[] = []
  for (const file of files) {
    const answer = await sendApiBody('/quote-requests/photos', {
      locale,
      token: null,
      ip,
      body: file.stream(),
      contentLength: String(file.size),
    })
    if (answer.status === 429) return back(url, 'result=busy')
    if (answer.status !== 201) return back(url, 'result=photo')
    photos.push(((await answer.json()) as { data: { token: string } }).data.token)
  }
  let outcome: NativeQuoteOutcome
  try {
    const { data } = await callApi(createQuoteRequest, {
      locale,
      token: requestToken(),
      ip,
      body: quoteBodyOf(form, photos) as never,
    })
    return back(url, data.number ? `sent=${encodeURIComponent(data.number)}` : 'sent=')
  } catch (error) {
    outcome = !(error instanceof ApiError)
      ? 'error'
      : error.code === 'too_many_requests'
        ? 'busy'
        : error.status < 500
          ? 'invalid'
          : 'error'
  }
  return back(url, `result=${outcome}`)
}
