// Server-function failures TanStack Start would answer with a 500 or a 200 (issue 14). Used by
// src/start.ts; the `.server()` parts are stripped from the browser build.
import { createMiddleware } from '@tanstack/react-start'
import { getRequestHeader, setResponseStatus } from '@tanstack/react-start/server'
import { errorStatus, type FieldErrors } from '~/lib/api/errors'
import { baseLocale, locales } from '~/lib/i18n/locales'
import { translateIssue, type IssueLike } from '~/lib/validation/issues'
import { m } from '~/paraglide/messages.js'
import { pickLocale } from '~/server/api/accept-language'

/** Start's errors for an id no function has (its resolver's messages). */
const UNKNOWN_FN = /^Server function (info not found|not accessible from client|module (export )?not resolved)/

/** An unknown function id: a structured 404 instead of Start's 500. */
export const serverFnFailures = createMiddleware().server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    if (error instanceof Error && UNKNOWN_FN.test(error.message)) {
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }) as never
    }
    throw error
  }
})

type StandardIssue = IssueLike & { path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> }

/** The issues of a failed standard-schema validator, which Start throws as their JSON text. */
export function validatorIssues(error: unknown): StandardIssue[] | null {
  if (!(error instanceof Error) || !error.message.startsWith('[')) return null
  try {
    const issues = JSON.parse(error.message) as unknown
    if (!Array.isArray(issues) || !issues.every((i) => i && typeof i === 'object' && typeof i.message === 'string'))
      return null
    return issues as StandardIssue[]
  } catch {
    return null
  }
}

/** Translated field errors keyed by dotted path, as the API gives them. */
export function issueFields(issues: StandardIssue[], locale: (typeof locales)[number]): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of issues) {
    const key = (issue.path ?? []).map((p) => String(typeof p === 'object' && p !== null ? p.key : p)).join('.') || '_'
    ;(fields[key] ??= []).push(translateIssue(issue, locale))
  }
  return fields
}

/** Thrown for a refused GET input (loaders): carries the code, status and fields to the caller. */
export class ServerFnInputError extends Error {
  readonly code = 'validation_failed' as const
  readonly status = errorStatus.validation_failed
  constructor(
    message: string,
    readonly fields: FieldErrors,
  ) {
    super(message)
    this.name = 'ServerFnInputError'
  }
}

/**
 * A validator's refusal as a 422 with translated field errors. Form actions (POST) answer it
 * as data, in the `{ ok: false, error }` shape of `asAction`, so the form shows it by its
 * fields; reads (GET) throw it.
 */
export const serverFnValidation = createMiddleware({ type: 'function' }).server(async (ctx) => {
  try {
    return await ctx.next()
  } catch (error) {
    const issues = validatorIssues(error)
    if (!issues) throw error
    const locale = pickLocale(getRequestHeader('accept-language') ?? null, locales, baseLocale)
    const fields = issueFields(issues, locale)
    const message = m.api_error_validation({}, { locale })
    setResponseStatus(errorStatus.validation_failed)
    if (ctx.method !== 'POST') throw new ServerFnInputError(message, fields)
    return {
      ...ctx,
      result: { ok: false as const, error: { code: 'validation_failed' as const, message, fields } },
    } as never
  }
})
