// The one check every input passes before any schema or database sees it (issue 14): text a
// database, a mail server or a browser cannot take — NUL bytes (PostgreSQL refuses them with a
// 500), lone UTF-16 surrogates (not encodable as UTF-8), other C0 control characters, and
// noncharacters — and structures too deep to walk safely. Client-safe: pure functions.

/** Deeper than any body the shop accepts (an order with lines with options is ~6 levels). */
export const MAX_DEPTH = 32
/** Keys of one object or items of one array, whatever the schema says later. */
export const MAX_ENTRIES = 10_000

// Tab, line feed and carriage return are text; every other C0 control, DEL and the C1 block
// are not (they come only from tampering). Lone surrogates: a high not followed by a low, or a
// low not preceded by a high. U+FFFE/U+FFFF are noncharacters.
const BAD_TEXT =
  // oxlint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export type InputProblem = {
  /** Dotted path of the field (`_` for the whole value). */
  path: string
  reason: 'invalid_text' | 'too_deep' | 'too_many_entries'
}

export const isBadText = (text: string): boolean => BAD_TEXT.test(text)

/** The first problem in a parsed value (JSON body, query object, route params), or null. */
export function findInputProblem(value: unknown, path: string[] = [], depth = 0): InputProblem | null {
  const at = (reason: InputProblem['reason'], p = path): InputProblem => ({ path: p.join('.') || '_', reason })
  if (typeof value === 'string') return isBadText(value) ? at('invalid_text') : null
  if (value === null || typeof value !== 'object') return null
  if (depth >= MAX_DEPTH) return at('too_deep')
  if (Array.isArray(value)) {
    if (value.length > MAX_ENTRIES) return at('too_many_entries')
    for (let i = 0; i < value.length; i++) {
      const problem = findInputProblem(value[i], [...path, String(i)], depth + 1)
      if (problem) return problem
    }
    return null
  }
  let count = 0
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue
    if (++count > MAX_ENTRIES) return at('too_many_entries')
    if (isBadText(key)) return at('invalid_text', [...path, '_key'])
    const problem = findInputProblem((value as Record<string, unknown>)[key], [...path, key], depth + 1)
    if (problem) return problem
  }
  return null
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })

/** The bytes as text, or null when they are not valid UTF-8 (overlong forms, cut sequences…). */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes)
  } catch {
    return null
  }
}

/**
 * How deep JSON text nests, counted on the text itself, so a body of a million `[` is refused
 * before `JSON.parse` builds it (or overflows the stack walking it).
 */
export function jsonTooDeep(text: string, max = MAX_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92)
        i++ // backslash: skip the escaped character
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 91 || c === 123) {
      if (++depth > max) return true
    } else if (c === 93 || c === 125) depth--
  }
  return false
}

/**
 * Reads a body up to `limit` bytes; null when it is longer. Stops reading (and cancels the
 * stream) at the limit, so a 100 MB body costs at most `limit` bytes of memory.
 */
export async function readBodyCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) return null
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  const out = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.byteLength
  }
  return out
}
