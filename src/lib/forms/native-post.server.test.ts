import { describe, expect, it } from 'vitest'
import { ApiError } from '~/lib/api/errors'
import { nativePost } from './native-post.server'

// A confirm page's form posted without JavaScript, and the same handler as the target of a mail
// client's one-click unsubscribe (RFC 8058), which posts `List-Unsubscribe=One-Click` as either
// encoding and sends no Origin.
const PAGE = 'https://shop.test/newsletter/unsubscribe/abc'

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(PAGE, { method: 'POST', body, headers })
}

async function run(request: Request, act: (form: URLSearchParams) => Promise<unknown> = async () => undefined) {
  const seen: URLSearchParams[] = []
  const res = await nativePost(request, async (form) => {
    seen.push(form)
    return act(form)
  })
  return { res, seen }
}

describe('nativePost', () => {
  it('reads a urlencoded form and sends the browser back to the page with the outcome', async () => {
    const { res, seen } = await run(
      post('password=porta-blindata&confirm=porta-blindata', {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://shop.test',
      }),
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/newsletter/unsubscribe/abc?result=done')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(seen[0]?.get('password')).toBe('porta-blindata')
  })

  it('takes a one-click unsubscribe posted as multipart, with no Origin', async () => {
    const form = new FormData()
    form.set('List-Unsubscribe', 'One-Click')
    const { res, seen } = await run(post(form))
    expect(res.status).toBe(303)
    expect(seen[0]?.get('List-Unsubscribe')).toBe('One-Click')
  })

  it('takes the same one-click post urlencoded', async () => {
    const { res, seen } = await run(
      post('List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' }),
    )
    expect(res.status).toBe(303)
    expect(seen[0]?.get('List-Unsubscribe')).toBe('One-Click')
  })

  it('names the refusal in the address: a used link, too many tries', async () => {
    const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' }
    const invalid = await run(post('', urlencoded), async () => {
      throw new ApiError(400, 'token_invalid', 'Link non valido')
    })
    expect(invalid.res.headers.get('location')).toBe('/newsletter/unsubscribe/abc?result=invalid')
    const busy = await run(post('', urlencoded), async () => {
      throw new ApiError(429, 'too_many_requests', 'Troppi tentativi')
    })
    expect(busy.res.headers.get('location')).toBe('/newsletter/unsubscribe/abc?result=busy')
  })

  it('refuses, without acting, a form from another site, another type, a body too large or a broken one', async () => {
    const cases: [Request, number][] = [
      [post('a=1', { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.test' }), 403],
      [post('{"token":"x"}', { 'content-type': 'application/json' }), 415],
      [post(`a=${'x'.repeat(9_000)}`, { 'content-type': 'application/x-www-form-urlencoded' }), 413],
      [post('not a multipart body', { 'content-type': 'multipart/form-data; boundary=nothing' }), 400],
    ]
    for (const [request, status] of cases) {
      const { res, seen } = await run(request)
      expect(res.status, request.headers.get('content-type') ?? '').toBe(status)
      expect(seen).toEqual([])
    }
  })
})
