import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { localeSchema } from '~/lib/api/common.schemas'
import { env } from '~/config/env.server'
import type { ActionResult } from '~/domains/auth/session.functions'
import { isApiErrorBody } from '~/lib/api/errors'
import { handleApiRequest } from '~/server/api/handler.server'
import { requestToken } from '~/server/http/forward.server'

// An upload to the media library (`POST /images`, decision 024) from an admin screen: the file
// comes as base64, goes on to the API as the raw body with the session's token, and the
// API decides the type from the bytes and enforces the size cap.

export type UploadedImage = { id: number; path: string; width: number | null; height: number | null }

// The file travels as base64 in the server function's JSON (a few MB at most: the API's cap
// is the `media_max_upload_bytes` setting, 10 MB by default; this bound is a little above it).
const MAX_BASE64 = 30_000_000

export const uploadToLibrary = createServerFn({ method: 'POST' })
  .validator(z.object({ base64: z.string().min(1).max(MAX_BASE64), locale: localeSchema }))
  .handler(async ({ data }): Promise<ActionResult<UploadedImage>> => {
    const token = requestToken()
    if (!token) return { ok: false, error: { code: 'unauthorized', message: 'unauthorized' } }
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream', 'accept-language': data.locale }
    const init = { method: 'POST', headers, body: new Uint8Array(Buffer.from(data.base64, 'base64')) }
    const base = env().API_URL
    const res = base ? await fetch(`${base.replace(/\/$/, '')}/images`, init) : await handleApiRequest(new Request('http://soglia.internal/api/images', init), { ip: null })
    const body: unknown = await res.json().catch(() => undefined)
    if (!res.ok) return { ok: false, error: isApiErrorBody(body) ? { code: body.error.code, message: body.error.message } : { code: 'internal', message: res.statusText } }
    return { ok: true, data: (body as { data: UploadedImage }).data }
  })
