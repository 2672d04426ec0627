import { z } from 'zod'
import { idSchema } from '~/lib/api/common.schemas'
import { defineEndpoint } from '~/lib/api/endpoint'
import type { ErrorCode } from '~/lib/api/errors'
import { adminListQuery, pageOf } from '../list-query'
import { translationsSchema } from './translations'

// The five admin endpoints of one translated content type (pages, blog posts, FAQ, slides,
// promotions), declared once: list, one, create, edit, delete. Each type gives its own
// fields (`base`), its texts per locale (`texts`) and its list filters.

type Shape = z.ZodRawShape

export type ContentContractSpec<B extends Shape, O extends Shape, T extends Shape, F extends Shape> = {
  path: string
  tag: string
  /** OpenAPI schema id, e.g. 'AdminPage'. */
  id: string
  noun: string
  /** Editable fields (the body of create; all optional in an edit). */
  base: B
  /** Read-only fields the answer adds (dates the server sets, counts). */
  out: O
  texts: T
  filters: F
  sorts: readonly [string, ...string[]]
  deleteNote?: string
  /** Refusals of a delete beyond the usual ones (a sent campaign: 409). */
  deleteErrors?: readonly ErrorCode[]
}

export function contentContract<B extends Shape, O extends Shape, T extends Shape, F extends Shape>(
  spec: ContentContractSpec<B, O, T, F>,
) {
  const translations = translationsSchema(spec.texts)
  const row = z
    .object({
      id: z.number().int(),
      title: z.string().meta({ description: "The title in the request's locale (Italian fallback)" }),
      ...spec.out,
      ...spec.base,
      translations: translations.partial(),
    })
    .meta({ id: spec.id })
  const input = z.object({ ...spec.base, translations }).strict()
  const patch = z
    .object({ ...spec.base, translations: translations.partial() })
    .partial()
    .strict()
  const params = z.object({ id: idSchema })
  const one = z.object({ data: row })
  const tags = [spec.tag]
  return {
    row,
    input,
    list: defineEndpoint({
      method: 'GET',
      path: spec.path,
      summary: `${spec.noun}: list`,
      description: '`q` searches the titles in every locale.',
      tags,
      access: 'admin',
      query: z.object({ ...adminListQuery(spec.sorts), ...spec.filters }),
      response: pageOf(row),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${spec.path}/{id}`,
      summary: `${spec.noun}: one, with its texts in every locale`,
      tags,
      access: 'admin',
      params,
      response: one,
    }),
    create: defineEndpoint({
      method: 'POST',
      path: spec.path,
      summary: `${spec.noun}: create`,
      description:
        '`translations.it` is required; other locales are optional (the shop falls back to Italian). A slug taken in the same locale → 409 with `fields["translations.<locale>.slug"]`.',
      tags,
      access: 'admin',
      body: input,
      status: 201,
      response: one,
      errors: ['conflict'],
    }),
    update: defineEndpoint({
      method: 'PATCH',
      path: `${spec.path}/{id}`,
      summary: `${spec.noun}: edit`,
      description:
        'Only the fields sent change; a locale set to null is removed (never Italian). A renamed slug keeps answering with a 301 (decision 025).',
      tags,
      access: 'admin',
      params,
      body: patch,
      response: one,
      errors: ['conflict'],
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `${spec.path}/{id}`,
      summary: `${spec.noun}: delete`,
      description: spec.deleteNote,
      tags,
      access: 'admin',
      params,
      status: 204,
      response: z.undefined(),
      ...(spec.deleteErrors ? { errors: spec.deleteErrors } : {}),
    }),
  }
}
