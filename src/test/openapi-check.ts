import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020'
import addFormatsModule from 'ajv-formats'
import { buildOpenApiDocument } from '~/server/api/openapi.server'
import { jsonTextOf } from '~/server/api/json-answer'
import { compile, matchPath, type Compiled } from '~/server/api/router.server'
import { apiRoutes } from '~/server/api/routes.server'

// Every answer an API integration test receives is held to the OpenAPI document the server
// serves (issue 40): a status the operation does not list, or a body its schema refuses, is
// drift an outside client would trip on, so the test that made the call fails on it. The
// validator is a maintained one (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses), not our zod
// schemas: the point is to check the *document*, which is generated from them and can lie.

// ajv-formats is CommonJS; under Vite's interop its function may sit on `.default`.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule

type MediaObject = { schema?: unknown }
type ResponseObject = { description: string; content?: Record<string, MediaObject> }
type Operation = { responses: Record<string, ResponseObject> }
type Doc = { paths: Record<string, Record<string, Operation>> }

const DOC_ID = 'soglia-openapi'
type Checker = { doc: Doc; ajv: Ajv2020; validators: Map<string, ValidateFunction>; templates: Compiled[] }
let checker: Checker | undefined

/** Built once per test process: the document, and ajv compiling one response schema at a time, on first use. */
function getChecker(): Checker {
  if (checker) return checker
  const doc = buildOpenApiDocument(apiRoutes) as unknown as Doc
  // strict: false because OpenAPI's own members (paths, info, `example`) are not JSON Schema keywords.
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  // The document a JSON text, as a client downloads it: zod-openapi may leave undefined members.
  ajv.addSchema(JSON.parse(JSON.stringify(doc)) as object, DOC_ID)
  // Matched as the dispatcher matches them, in its order: the first route whose method and path match answers.
  checker = { doc, ajv, validators: new Map(), templates: apiRoutes.map(compile) }
  return checker
}

const pointer = (...parts: string[]) => '#/' + parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')

function findTemplate(c: Checker, method: string, pathname: string): string | undefined {
  const parts = pathname.split('/').filter(Boolean)
  return c.templates.find((t) => t.method === method && matchPath(t.segments, parts))?.route.endpoint.path
}

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .slice(0, 8)
    .map(
      (e) =>
        `  ${e.instancePath || '(body)'} ${e.message}${e.params && Object.keys(e.params).length ? ' ' + JSON.stringify(e.params) : ''}`,
    )
    .join('\n')

export class OpenApiDriftError extends Error {
  override name = 'OpenApiDriftError'
}

/**
 * Throws an OpenApiDriftError when the answer to `method url` is not what the document says.
 * Calls the router sends away before any operation (an unknown path, a method the path does
 * not take, OPTIONS) have no operation to hold them to and pass.
 */
export async function checkAnswer(method: string, url: URL, response: Response, basePath = '/api'): Promise<void> {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase()
  if (!url.pathname.startsWith(basePath)) return
  const c = getChecker()
  const template = findTemplate(c, verb, url.pathname.slice(basePath.length) || '/')
  if (!template) return
  const where = `${method.toUpperCase()} ${template} (${url.pathname}${url.search})`
  const responses = c.doc.paths[template]?.[verb.toLowerCase()]?.responses ?? {}
  const documented = responses[String(response.status)]
  if (!documented) {
    const body = await response.clone().text()
    throw new OpenApiDriftError(
      `${where} answered ${response.status}, which the OpenAPI document does not list (it lists ${Object.keys(responses).join(', ')}). Body: ${body.slice(0, 300)}`,
    )
  }
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  const content = documented.content ?? {}
  if (Object.keys(content).length === 0) {
    const body = await response.clone().text()
    if (body !== '')
      throw new OpenApiDriftError(
        `${where} answered ${response.status} with a body, where the document says none: ${body.slice(0, 300)}`,
      )
    return
  }
  if (method.toUpperCase() === 'HEAD') return
  if (!(type in content)) {
    throw new OpenApiDriftError(
      `${where} answered ${response.status} as "${type}", where the document says ${Object.keys(content).join(', ')}`,
    )
  }
  if (type !== 'application/json' || content[type]!.schema === undefined) return
  const key = pointer(
    'paths',
    template,
    verb.toLowerCase(),
    'responses',
    String(response.status),
    'content',
    type,
    'schema',
  )
  let validate = c.validators.get(key)
  if (!validate) {
    validate = c.ajv.compile({ $ref: `${DOC_ID}${key}` })
    c.validators.set(key, validate)
  }
  const text = jsonTextOf(response) ?? (await response.clone().text())
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new OpenApiDriftError(
      `${where} answered ${response.status} as JSON that does not parse: ${text.slice(0, 300)}`,
    )
  }
  if (!validate(body)) {
    throw new OpenApiDriftError(
      `${where} answered ${response.status} with a body the document's schema refuses:\n${describeErrors(validate.errors)}\nBody: ${text.slice(0, 500)}`,
    )
  }
}
