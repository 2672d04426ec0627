import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { implement, type ApiContext, type Route } from '~/domains/shared/api-route'

// Spec §7's generic collection routes — `POST /{collection}`, `PATCH /{collection}/{id}`,
// `DELETE /{collection}/{slug}` — as a registry: each collection (products, categories,
// attributes; pages, slides… later) declares its body schemas and three handlers, and gets
// three concrete, admin-only endpoints in the route list and the OpenAPI document. Concrete
// paths rather than one `/{collection}` route, so they never shadow other endpoints
// (`POST /orders`, `DELETE /images/{id}`) and each body is documented and validated by its own schema.

const idOnly = z.object({ data: z.object({ id: z.number().int() }) })

export type CollectionDef<C extends z.ZodType, P extends z.ZodType> = {
  /** The path segment, e.g. `products`. */
  name: string
  /** OpenAPI tag and the item's name in summaries. */
  tag: string
  item: string
  create: C
  patch: P
  /** What DELETE's `{slug}` means for this collection (an id is always accepted too). */
  slugIs: string
  notes?: { create?: string; update?: string; remove?: string }
  /** Returns the new id. Throw HttpError for refusals (409 with the reason, 422 with `fields`). */
  onCreate: (body: z.output<C>, ctx: ApiContext) => Promise<number>
  onUpdate: (id: number, body: z.output<P>, ctx: ApiContext) => Promise<void>
  /** `key` is the `{slug}` segment: an id (digits) or the collection's slug. */
  onDelete: (key: string, ctx: ApiContext) => Promise<void>
}

export function defineCollection<C extends z.ZodType, P extends z.ZodType>(def: CollectionDef<C, P>) {
  const tags = [`Administration: ${def.tag}`]
  const create = defineEndpoint({
    method: 'POST',
    path: `/${def.name}`,
    summary: `Create ${def.item}`,
    description: `Spec §7 generic collection route. Answers \`{data: {id}}\`. ${def.notes?.create ?? ''}`.trim(),
    tags,
    access: 'admin',
    body: def.create,
    status: 201,
    response: idOnly,
    errors: ['conflict'],
  })
  const update = defineEndpoint({
    method: 'PATCH',
    path: `/${def.name}/{id}`,
    summary: `Edit ${def.item}`,
    description: `Spec §7 generic collection route: only the keys sent change. ${def.notes?.update ?? ''}`.trim(),
    tags,
    access: 'admin',
    params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
    body: def.patch,
    response: idOnly,
    errors: ['conflict'],
  })
  const remove = defineEndpoint({
    method: 'DELETE',
    path: `/${def.name}/{slug}`,
    summary: `Delete ${def.item}`,
    description:
      `Spec §7 generic collection route; \`{slug}\` is ${def.slugIs} or the id. ${def.notes?.remove ?? ''}`.trim(),
    tags,
    access: 'admin',
    params: z.object({
      slug: z
        .string()
        .trim()
        .min(1)
        .max(220)
        .regex(/^[A-Za-z0-9_-]+$/),
    }),
    status: 204,
    response: z.undefined(),
    // Still referenced (a category with products, a product in orders): refused, never cascaded.
    errors: ['conflict'],
  })
  return [
    implement(create, async ({ body }, ctx) => ({ data: { id: await def.onCreate(body as z.output<C>, ctx) } })),
    implement(update, async ({ params, body }, ctx) => {
      await def.onUpdate(params.id, body as z.output<P>, ctx)
      return { data: { id: params.id } }
    }),
    implement(remove, async ({ params }, ctx) => {
      await def.onDelete(params.slug, ctx)
      return undefined
    }),
  ] as Route[]
}

/** DELETE's `{slug}` as an id when it is one (digits within an integer), else null: a slug or code. */
export const idFromKey = (key: string): number | null =>
  /^\d{1,10}$/.test(key) && Number(key) <= 2_147_483_647 && Number(key) > 0 ? Number(key) : null
