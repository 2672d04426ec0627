import { createServerFn } from '@tanstack/react-start'
import { env } from '~/config/env.server'
import type { ActionResult } from '~/domains/auth/session.functions'
import { isApiErrorBody } from '~/lib/api/errors'
import { handleApiRequest } from '~/server/api/handler.server'
import { requestToken } from '~/server/http/forward.server'

// An upload to the media library (`POST /images`, decision 024) from an admin screen: the file
// comes as form data, goes on to the API as the raw body with the session's token, and the
// API decides the type from the bytes and enforces the size cap.

export type UploadedImage = { id: number; path: string; width: number | null; height: number | null }

export const uploadToLibrary = createServerFn({ method: 'POST' })
  .validator((data: unknown) => {
    if (!(data instanceof FormData)) throw new Error('form data expected')
    const file = data.get('file')
    if (!(file instanceof Blob)) throw new Error('a file expected')
    return { file, locale: String(data.get('locale') ?? 'it') }
  })
  .handler(async ({ data }): Promise<ActionResult<UploadedImage>> => {
    const token = requestToken()
    if (!token) return { ok: false, error: { code: 'unauthorized', message: 'unauthorized' } }
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream', 'accept-language': data.locale }
    const init = { method: 'POST', headers, body: await data.file.arrayBuffer() }
    const base = env().API_URL
    const res = base ? await fetch(`${base.replace(/\/$/, '')}/images`, init) : await handleApiRequest(new Request('http://soglia.internal/api/images', init), { ip: null })
    const body: unknown = await res.json().catch(() => undefined)
    if (!res.ok) return { ok: false, error: isApiErrorBody(body) ? { code: body.error.code, message: body.error.message } : { code: 'internal', message: res.statusText } }
    return { ok: true, data: (body as { data: UploadedImage }).data }
  })
